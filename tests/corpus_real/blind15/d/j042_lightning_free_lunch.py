# Sources: S22 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "Each block of Q, K, V is loaded into SRAM once; the intra-block score matrix is "
            "formed and consumed in SRAM and never written to HBM, and only the output block and "
            "the running KV state are stored."
        ),
        "tiling": (
            "Blocks of B = 64 tokens; the masked intra-block product uses a 64 x 64 tile in SRAM, "
            "the inter-block term multiplies Q_i by the d x d running KV state kept on chip, "
            "blocks processed left to right."
        ),
        "numericalStability": (
            "For the softmax attention layers mixed into the model, an online softmax with a "
            "running max and sum per row in fp32, rescaling the output by exp(m_old - m_new)."
        ),
        "tradeOff": (
            "It really is a free lunch: training speed stays constant for any sequence length "
            "with fixed memory, so there is nothing to give up."
        ),
    }
