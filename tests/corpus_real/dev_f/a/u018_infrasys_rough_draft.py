# Sources: S17 (paraphrase / learner rewrite)
# 第一版讲解稿（被 review 说太粗糙）


def designOutline():
    return {
        "memoryTraffic": "利用 GPU 内存层次，减少 HBM 访问，提高访存效率。",
        "tiling": "FlashAttention 使用分块计算（tiling）。",
        "numericalStability": (
            "每行维护 m 和 l；新块来了以后，用 exp(m_old − m_new) 修正之前累加的 O 和 l，最后再除以 l。"
        ),
        "tradeOff": "代价是反向需要重算 S = QKᵀ：因为前向没有存 P，每个块要多做一次 GEMM。",
    }
