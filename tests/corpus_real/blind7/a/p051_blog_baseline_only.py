# Sources: S05 (paraphrase / learner rewrite), S35 (paraphrase)
def designOutline():
    return {
        "memoryTraffic": "Standard attention writes S and P to HBM and reads them back three times, once for the "
                         "scale/mask, once for the softmax and once for the PV matmul; for seq 4096 that is 16M "
                         "numbers per head each time.",
        "tiling": "Query tiles of 128 rows (one CTA each, tile held in shared memory), K/V tiles of 64 rows "
                  "streamed in the inner loop; d = 128, so 32 KB + 16 KB + 16 KB.",
        "numericalStability": "running row max and row sum, rescale the partial output by exp(m_prev - m_new) "
                              "every K/V tile, all statistics in fp32.",
        "tradeOff": "P is not kept for backward, so backward recomputes QK^T for every tile - roughly 30% more "
                    "FLOPs in training.",
    }
