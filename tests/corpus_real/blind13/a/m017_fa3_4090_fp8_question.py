# Sources: S19 (paraphrase / learner rewrite)
# Quiz answer from a first ML-systems course.


def designOutline():
    return {
        "memoryTraffic": "HBM, SRAM, TMA, FP8, async copies, fusion",
        "tiling": "Use warp specialization.",
        "numericalStability": (
            "Softmax is done in fp32 with the running max subtracted, and the accumulated "
            "output is rescaled by exp(m_old - m_new) whenever a later block has a larger score."
        ),
        "tradeOff": (
            "FP8 FA3 only runs on Hopper: it needs FP8 wgmma and TMA, and an RTX 4090 is Ada, "
            "so the FP8 path is simply not available there and you stay on bf16 FA2."
        ),
    }
