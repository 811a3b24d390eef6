# Sources: S11 (worked example adapted; Spanish learner writing in English)
def designOutline():
    return {
        "memoryTraffic": "In the classic flow we build A complete (L x L) and write it to HBM before multiply by V. With FlashAttention A is never materialized: the kernel fuses QK^T, online softmax and the accumulation with V, and only O goes to global memory.",
        "tiling": "For each query block of 128 rows (stays in SRAM) we iterate blocks K_i, V_i of 64 rows; each thread block does one query block of one head.",
        "numericalStability": "Example X = [1, 2, 3 | 6, 2, 1] in two blocks: after block 1, m = 3, d = e^-2 + e^-1 + 1. Block 2 brings m = 6, so d and o_running are multiplied by e^(3-6), then we add e^(x-6) of block 2. Final o/d = 3.932, same as the stable softmax.",
        "tradeOff": "The cost is that for every block we must do the rescale e^(m_old - m_new) over the whole o_running row, and in backward recompute x_i = q·K_i^T since A was not saved.",
    }
