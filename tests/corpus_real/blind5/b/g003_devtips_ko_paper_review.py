# Sources: S03 (paraphrase / learner rewrite, Korean)


def designOutline():
    return {
        'memoryTraffic': (
            '핵심은 IO-aware: QK^T → 마스크 → softmax → PV 를 하나의 커널로 합쳐서 N×N 행렬 S, P를 HBM에 절대 쓰지 않는다. '
            'HBM 접근량은 Θ(N^2 d^2 / M) (M = SRAM 크기)로 표준 어텐션의 Θ(Nd + N^2)보다 훨씬 적다.'
        ),
        'tiling': (
            'A100 기준 SRAM 약 192KB/SM. Bc = ceil(M/4d), Br = min(Bc, d) 로 블록 크기를 정한다. FA1 논문 루프 '
            '순서대로 바깥 루프는 K/V 블록 j, 안쪽 루프는 Q 블록 i 를 돈다.'
        ),
        'numericalStability': (
            '행마다 m_i(최대값), l_i(지수합)을 보관하고 새 블록이 들어오면 이전 값을 exp(m_old − m_new) 로 다시 스케일한다. 결과는 근사가 '
            '아니라 정확한 어텐션과 같다 (부동소수 반올림 정도 차이).'
        ),
        'tradeOff': (
            '역전파에서 S, P를 저장하지 않는 대신 다시 계산(recomputation)하므로 FLOPs는 늘어난다. 그래도 HBM 읽기가 줄어서 전체 시간은 더 '
            '빠르다.'
        ),
    }
