# sources: S2 (abstract claims quoted), S31; rest rewritten
def designOutline():
    return {
        "memoryTraffic": "Everything between QK^T and PV happens on chip: S and P are never written to HBM. HBM traffic per head is reading Q, K, V (K and V once per query block) and writing O plus L = m + log l.",
        "tiling": "Better work partitioning between thread blocks and warps, reaching 50-73% of the theoretical maximum FLOPs/s on A100, about 2x faster than FlashAttention.",
        "numericalStability": "Online softmax: running row max m and row sum l in fp32; the output accumulator is multiplied by exp(m_old - m_new) whenever the max increases and divided by l after the last block.",
        "tradeOff": "The backward pass has to recompute the attention probabilities from the stored logsumexp because they were never written out, which costs extra FLOPs.",
    }
