# Sources: S35 (already-used source; learner rewrite in Korean)


def designOutline():
    return {
        "memoryTraffic": "N×N 어텐션 행렬을 HBM에 쓰지 않는다. HBM에서는 Q, K, V 블록을 읽고 O만 쓴다.",
        "tiling": (
            "Br = 64, Bc = 128, d = 64. Q 블록은 SRAM에 상주하고 K/V 블록이 안쪽 루프로 지나간다."
        ),
        "numericalStability": (
            "블록마다 최대값을 갱신하고, 이전 누적값과 합에 exp(m_old − m_new)를 곱해 보정한다. 누적은 fp32."
        ),
        "tradeOff": "정확도를 약간 희생하는 대신 속도를 얻는다.",
    }
