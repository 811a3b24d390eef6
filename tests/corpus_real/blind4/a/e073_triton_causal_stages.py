# Sources: D08 (tutorial, different passage: STAGE split for causal; learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "q loaded once into registers via a block pointer; k and v tiles loaded per iteration; qk "
                         "and p never stored; only the output tile and M = m + log(l) written.",
        "tiling": "causal handled in two stages: stage 1 loops over the k blocks strictly left of the diagonal with "
                  "no masking at all, stage 2 runs only the diagonal block with the offs_m >= offs_n mask; blocks "
                  "right of the diagonal are never visited. BLOCK_M = 128, BLOCK_N = 64.",
        "numericalStability": "qk *= sm_scale * 1.44269504 (log2 e) so tl.math.exp2 is used; m_ij = max(m_i, "
                              "max(qk)); alpha = exp2(m_i - m_ij); acc = acc * alpha + p @ v; l_i = l_i * alpha + sum(p).",
        "tradeOff": "splitting causal into two loops duplicates the inner-loop code and makes the kernel compile "
                    "for longer (two specialisations), traded for no mask arithmetic in the off-diagonal blocks.",
    }
