# Sources: S02 (excerpt of pseudo-code comments + learner rewrite, Korean)


def designOutline():
    return {
        'memoryTraffic': (
            '입력 Q, K, V는 HBM에 있고 블록 단위로 SRAM으로 옮겨서 계산한다. N×N 어텐션 스코어 S는 SRAM 안에서만 쓰고 HBM에는 저장하지 '
            '않는다. 최종 출력 O만 다시 HBM에 저장.'
        ),
        'tiling': (
            'block_size = 64. 바깥 루프는 쿼리 블록 q_block = Q[i:i+64], 안쪽 루프는 키-값 블록 k_block, v_block = '
            'K[j:j+64], V[j:j+64]. 쿼리 블록 하나가 모든 키 블록을 순서대로 훑는다.'
        ),
        'numericalStability': (
            '각 블록에서 P_ij = softmax(S_ij) 로 부분 소프트맥스를 계산하고 (블록 최대값을 빼서 안정적으로), O_ij = P_ij @ '
            'v_block 을 구한 다음 블록 결과들을 그냥 더해서 누적한다.'
        ),
        'tradeOff': '속도와 메모리 사이에 트레이드오프가 있다.',
    }
