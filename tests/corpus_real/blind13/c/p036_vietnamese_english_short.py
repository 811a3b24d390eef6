# Sources: S01 (paraphrase / learner rewrite, Vietnamese-English code-switched)


def designOutline():
    return {
        "memoryTraffic": (
            "Không ghi S và P ra HBM — one fused kernel, only Q, K, V read and O + logsumexp written back."
        ),
        "tiling": "We use tiling with Br and Bc blocks so that it fits in SRAM.",
        "numericalStability": (
            "Online softmax: running max m, running sum l in fp32, rescale old O and l by exp(m_old − m_new) "
            "for each new block."
        ),
        "tradeOff": "Recomputation in backward.",
    }
