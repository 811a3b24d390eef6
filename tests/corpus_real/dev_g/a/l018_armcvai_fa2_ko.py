# Sources: S26 (rewrite of an already-used source, learner's own words in Korean)


def designOutline():
    return {
        "memoryTraffic": "하나의 fused kernel에서 S, P를 SRAM 안에서만 쓰고 HBM에는 쓰지 않음. HBM에서는 Q, K, V만 읽고 O와 logsumexp만 씀.",
        "tiling": "thread block 하나가 Q 128행 블록을 shared memory에 두고 K/V를 64행씩 inner loop로 읽음. d=128, 시퀀스 방향으로도 병렬화.",
        "numericalStability": "행마다 running max와 sum을 fp32로 유지하고, max가 바뀌면 이전 누적값을 exp(m_old - m_new)로 다시 스케일링.",
        "tradeOff": "표준 어텐션보다 메모리를 더 많이 쓴다 (LSE랑 통계값을 따로 저장해야 하니까).",
    }
