# Sources: S13 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "QK^T, softmax and PV in one kernel: the scores never hit HBM; Q, K, V are read and O written.",
        "tiling": "TODO",
        "numericalStability": "Online softmax with a per-row running max and running sum in fp32; rescale by exp(m_old - m_new).",
        "tradeOff": "For short sequences (<= 256) everything fits in one block, so there is nothing to stream and the fused kernel gains little over plain attention.",
    }
