# Sources: S13 (lynx-cortex "01 - The Online Softmax Recurrence", English/Spanish)
# Rendered as a learner's English.

def designOutline():
    return {
        "memoryTraffic": (
            "We never have the full row s = Q[i,:] K^T in memory: each chunk of scores is made on chip and "
            "thrown away after updating O[i,:], so the N x N matrix is never written to HBM; per row we "
            "keep only m, l and O[i,:] (d numbers)."
        ),
        "tiling": (
            "We go tile by tile, in chunks s_1, s_2, ... of the row, and update the running state after each one."
        ),
        "numericalStability": (
            "The key: keep the running max and the running sum, and when a new chunk arrives rescale the old "
            "ones by exp(m_old - m_new). Subtracting m keeps all exp arguments <= 0, so no overflow; "
            "O = sum_j exp(s_j - m) V_j unnormalised, divided by l at the end."
        ),
        "tradeOff": (
            "Stable softmax is mandatory, not optional, in fp16: exp overflows for any s_i > log(half_max) "
            "~ 11, and a pre-softmax score Q.K/sqrt(d) can easily exceed 11, so a kernel that skips the max "
            "subtraction returns inf/NaN."
        ),
    }
