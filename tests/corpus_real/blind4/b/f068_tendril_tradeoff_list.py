# Sources: S04 (related lesson title; learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Reorders memory access: the attention probabilities are consumed tile by tile on chip instead of being written to HBM and re-read, so HBM traffic is Q, K, V and O only.",
        "tiling": "64x64 tiles, Q tile resident, K/V tiles streamed, one CTA per Q tile and head.",
        "numericalStability": "Online softmax with a running max; rescale the partial output by exp(m_old - m_new); fp32 accumulators.",
        "tradeOff": ["recomputation", "occupancy", "load imbalance"],
    }
