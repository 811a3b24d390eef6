# Sources: S13, S22 (learner rewrite, Korean interview answer)
def designOutline():
    return {
        "memoryTraffic": {
            "mechanism": "QK^T, softmax, PV를 하나의 커널로 융합",
            "decision": "S와 P는 SRAM/레지스터에서만 타일 단위로 쓰고 HBM에는 절대 쓰지 않음. HBM에서는 Q, K, V를 읽고 O와 행별 logsumexp만 씀",
        },
        "tiling": {
            "mechanism": "바깥 루프 Q 블록, 안쪽 루프 K/V 블록 (FA2 순서)",
            "decision": "Br = 128행 Q 블록을 shared memory에 상주, Bc = 64행 K/V 블록을 스트리밍, d = 64 -> 16KB + 8KB + 8KB, 4 warps",
        },
        "numericalStability": {
            "mechanism": "online softmax (running max m, running sum l, fp32)",
            "decision": "새 블록에서 m이 커지면 O와 l에 exp(m_old - m_new)를 곱해서 보정, 마지막에 O / l",
        },
        "tradeOff": {
            "cost": "backward에서 재계산",
            "cause": "P를 저장하지 않기 때문에 Q, K, logsumexp로 S와 P를 블록마다 다시 계산 -> 블록마다 QK^T 한 번 추가",
        },
    }
