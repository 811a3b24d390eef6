# Sources: S18, B2 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Instead of storing the full softmax matrix, the kernel stores only O and the softmax "
                         "normalization factors (one logsumexp per row, linear in sequence length); the N x N "
                         "scores are produced tile by tile in SRAM and never written to HBM.",
        "tiling": "Tiles sized to shared memory: 128 query rows x 64 key rows, head dim 128, bf16, which is 32 KB "
                  "for Q and 32 KB for a K/V pair; Q tile resident, K/V tiles streamed, one CTA per (query tile, head).",
        "numericalStability": "Online softmax: the running max m and sum l are updated per K/V tile and the partial "
                              "output is multiplied by exp(m_old - m_new) so earlier tiles are corrected; fp32 "
                              "accumulators, logsumexp saved.",
        "tradeOff": "Recomputation: the backward regenerates the attention tiles from Q, K and the saved logsumexp "
                    "because the probabilities were not kept, which adds FLOPs but avoids an N x N read.",
    }
