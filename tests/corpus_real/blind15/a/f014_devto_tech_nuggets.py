# Sources: S09 (paraphrase / learner rewrite of a dev.to post)


def designOutline():
    return {
        "memoryTraffic": "Zero extra HBM round trips for the score matrix: QK^T, the mask, the softmax and the multiply "
                         "by V happen in one kernel, S/P tiles are consumed in registers and dropped. Per head we read "
                         "Q once and K/V once per query block, write O once. That is why it is 2-4x faster at zero "
                         "precision loss (same math, fewer bytes).",
        "tiling": "128-row query block per CTA (kept on chip with its fp32 accumulator), 64-row K/V blocks double-buffered "
                  "through shared memory, 8 warps per CTA, grid over (query blocks, batch*heads).",
        "numericalStability": "Online softmax, tracked per row: max m and sum l in fp32. New block -> m_new = max(m, blockmax), "
                              "acc *= exp(m - m_new), l = l*exp(m - m_new) + rowsum(exp(S - m_new)). Final O = acc / l.",
        "tradeOff": "When not to use it: with an arbitrary dense bias/mask tensor the kernel must read an N x N bias "
                    "from HBM anyway, so the IO saving disappears and you fall back to the math path.",
    }
