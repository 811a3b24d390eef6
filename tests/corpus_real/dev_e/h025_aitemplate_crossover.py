# Sources: S16 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Flash path: QK^T, softmax and PV fused into one kernel so P never goes to global memory; only Q, K, V are read and O is written.",
        "tiling": "Flash kernel with 128-row query tiles and 128-key tiles at head dim 64; one CTA per tile and head.",
        "numericalStability": "Online max and sum per row in fp32, old partial output scaled by exp(m_old - m_new).",
        "tradeOff": "The cutlass attention outperforms flash for seq_len >= 384 and batch_size <= 3, so the heuristic picks cutlass there.",
    }
