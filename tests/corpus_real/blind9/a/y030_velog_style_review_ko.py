# Sources: S15, S01 (paraphrase / learner rewrite, Korean)
def designOutline():
    return {
        "memoryTraffic": "S와 P는 HBM에 쓰지 않는다. 한 커널 안에서 QKᵀ → softmax → PV를 블록 단위로 끝내고 "
                         "HBM에는 O와 행별 logsumexp만 쓴다.",
        "tiling": "Br = Bc = 64, d = 64. Q 블록 하나당 thread block 하나, Q 블록은 shared memory에 상주하고 "
                  "K, V 블록은 안쪽 루프에서 순서대로 로드한다.",
        "numericalStability": "온라인 소프트맥스 사용.",
        "tradeOff": "메모리와 속도 사이에 트레이드오프가 있다.",
    }
