# Sources: S20 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "S and P are never materialized in HBM; the fused kernel reads Q, K, V and writes O and "
                         "the per-row logsumexp.",
        "tiling": "One CTA per 128-row Q block kept in shared memory, K/V blocks of 128 rows streamed, d = 64. "
                  "Bigger blocks are better because K and V are re-read fewer times from HBM.",
        "numericalStability": "Online softmax: running m and l per row in fp32, partial output rescaled by "
                              "exp(m_old - m_new) whenever the max moves.",
    }
