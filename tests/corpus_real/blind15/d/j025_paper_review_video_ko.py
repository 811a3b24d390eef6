# Sources: S32 (paraphrase / learner rewrite, Korean)


def designOutline():
    return {
        "memoryTraffic": (
            "N x N 어텐션 행렬을 HBM에 materialize 하지 않는다: Q, K, V 블록만 HBM에서 읽고, "
            "S와 P는 SRAM 안에서만 쓰고 버리며, HBM에는 O와 행별 logsumexp만 쓴다."
        ),
        "tiling": "Q, K, V를 블록으로 나누어 SRAM에서 계산한다.",
        "numericalStability": (
            "행마다 지금까지의 최댓값 m과 합 l을 fp32로 유지하고, 새 블록에서 최댓값이 커지면 "
            "이전 출력과 l에 exp(m_old - m_new)를 곱해 보정한 뒤 더한다."
        ),
        "tradeOff": (
            "backward에서는 P를 저장하지 않았기 때문에 S를 블록 단위로 다시 계산(recomputation)"
            "해야 하므로 FLOPs가 늘어난다. 대신 HBM 읽기가 줄어 전체적으로는 더 빠르다."
        ),
    }
