# Sources: S33, S19 (paraphrase; S19 is a rewrite of an already-used source, learner's own words in Korean)


def designOutline():
    return {
        "memoryTraffic": "QK^T, 마스킹, softmax, PV를 한 커널에서 처리하고 S/P는 HBM에 쓰지 않음. O와 행별 LSE만 씀.",
        "tiling": "Q 블록 64행 shared memory 상주, K/V 64행 블록 스트리밍, d=64, (batch*heads, N/64) grid.",
        "numericalStability": "running max m과 sum l을 fp32로, max 바뀔 때 exp(m_old - m_new)로 누적값 재스케일.",
        "failureMode": "한 행이 전부 -inf로 마스킹되면 m도 -inf라서 exp(-inf - (-inf)) = exp(NaN)이 되고 l도 0이라 O가 NaN이 됨. 이 행은 m을 0으로 두고 출력 0으로 처리해야 함.",
    }
