# Sources: S27 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": "Each (query tile, head) reads its Q tile once and the K/V tiles it needs "
                         "from HBM; S and P stay in registers; O and LSE are stored once. Causal tiles "
                         "above the diagonal are never loaded.",
        "tiling": "Persistent grid: one CTA per SM (132 on H100) loops, pulling the next (128-row "
                  "query tile, head) from a global atomic tile counter, heaviest causal tiles first; "
                  "K/V stream in 128-row tiles, hdim 128, 2 stages. This balances the causal tail at "
                  "the expense of one atomic per tile and of reusing the Q smem buffer for O, which "
                  "must not be released before the epilogue has stored O.",
        "numericalStability": "Running max m and sum l per row in fp32, rescale factor "
                              "exp2((m_old - m_new) * log2e) applied to O and l; LSE = m + log(l).",
    }
