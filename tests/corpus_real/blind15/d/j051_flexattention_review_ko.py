# Sources: S30, S32 (paraphrase / learner rewrite, Korean)


def designOutline():
    return {
        "memoryTraffic": (
            "score_mod와 mask_mod를 커널 안에서 계산하므로 N x N 점수 행렬과 마스크 모두 "
            "HBM에 쓰지 않는다. HBM에는 Q, K, V 읽기와 O, 행별 logsumexp 쓰기만 남는다."
        ),
        "tiling": (
            "Q 블록 128행을 shared memory에 상주시키고 K/V는 64행 블록으로 스트리밍한다. "
            "BlockMask가 비어 있다고 표시한 블록은 아예 로드하지 않고 건너뛴다."
        ),
        "numericalStability": (
            "행마다 running max와 running sum을 fp32로 유지하고, 최댓값이 바뀌면 누적 출력에 "
            "exp(m_old - m_new)를 곱해 다시 맞춘다. 완전히 마스킹된 행은 0을 출력하도록 처리한다."
        ),
        "tradeOff": (
            "새로운 score_mod 조합마다 torch.compile이 Triton 커널을 새로 생성하고 autotuning "
            "하므로 첫 호출의 컴파일 시간이 수십 초 걸린다."
        ),
    }
