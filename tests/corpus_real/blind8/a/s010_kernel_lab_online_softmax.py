# Sources: S13 (paraphrase / learner rewrite), S01
# Task 04 reflection answers rewritten as a design outline


def designOutline():
    return {
        "memoryTraffic": (
            "Think in column tiles: per query block the kernel reads Q_i once and each (K_j, V_j) tile once "
            "from global memory; the Br x Bc score tile and its exp() are consumed in registers. "
            "Never written: S, P. Written: O_i and (m_i, l_i) -> 2N floats."
        ),
        "tiling": (
            "Br = 64, Bc = 64, d = 64, fp16: Q tile 8 KB + K tile 8 KB + V tile 8 KB = 24 KB smem per block. "
            "Outer loop over Q tiles = grid dimension, inner loop over K/V tiles inside the block."
        ),
        "numericalStability": (
            "State carried from tile to tile is (m_prev, l_prev, acc). "
            "m_new = max(m_prev, m_tile); l_new = l_prev * exp(m_prev - m_new) + l_tile * exp(m_tile - m_new); "
            "acc is scaled by exp(m_prev - m_new) the same way. The running max is needed (not only a running sum) "
            "because exp of raw scores overflows fp16 above ~11."
        ),
        "tradeOff": (
            "The per-tile rescale costs extra exp() and multiplies on the non-matmul units (SFU), so for "
            "small head dims the kernel becomes bound by exp throughput rather than tensor cores."
        ),
    }
