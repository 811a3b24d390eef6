# Sources: S04 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "用一個 fused kernel，S 和 P 都不寫回 HBM，只在 SRAM 裡；HBM 只讀 Q、K、V，寫 O 和 logsumexp。"
        ),
        "tiling": "用 tiling，把 Q 和 K/V 分塊處理。",
        "numericalStability": (
            "online softmax：每列 running max m 和 sum l 用 fp32，max 變大時把舊的 O 和 l 乘 exp(m_old − m_new) "
            "再加新的 block。"
        ),
        "tradeOff": (
            "我用 flash_attn_func 訓練，同樣 seed 同樣資料，每次 loss 有一點點不一樣（issue #384）：因為 "
            "backward 用 atomic add 累加 dQ，加法順序每次不同，浮點捨入就不同，所以不是 deterministic。"
        ),
    }
