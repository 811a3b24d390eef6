def designOutline():
    return {
        "memoryTraffic": "No N x N intermediate in global memory. "
                         "QK^T, softmax and PV are fused; HBM reads = Q + K + V, "
                         "HBM writes = O + logsumexp (4 bytes per row).",
        "tiling": "Query tile: 128 x d, loaded once into shared memory by each CTA. "
                  "Key/value tiles: 64 x d, streamed through shared memory, "
                  "next tile prefetched while the current one is used (num_stages = 2).",
        "numericalStability": "m_i = running max, l_i = running sum (both fp32). "
                              "p = exp(s - m_new); acc = acc * exp(m_old - m_new) + p @ v. "
                              "Final O = acc / l_i.",
        "tradeOffs": "Two pipeline stages double the K/V smem; "
                     "at d = 128 that is 64 KB (96 KB with the Q tile), which limits us to 2 CTAs per SM on H100.",
    }
