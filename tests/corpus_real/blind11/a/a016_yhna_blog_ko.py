# Sources: S14 (already-used source; learner rewrite in Korean)


def designOutline():
    return {
        "memoryTraffic": (
            "S와 P를 HBM에 materialize 하지 않는다. HBM에서는 Q, K, V를 읽고 O만 쓴다."
        ),
        "tiling": (
            "SRAM이 SM당 약 20MB라서 K, V 전체를 SRAM에 한 번 올려두고, Q 블록(128행)만 바꿔가며 계산한다."
        ),
        "numericalStability": (
            "online softmax: 블록마다 최대값 m과 합 l을 업데이트하고, 이전 O와 l을 exp(m_old - m_new)로 보정한다."
        ),
        "tradeOff": (
            "backward에서 P를 저장하지 않으니 S = QK^T를 다시 계산(재계산)해야 해서 FLOPs가 늘어난다. "
            "대신 메모리는 O(N)."
        ),
    }
