# Sources: S04, S51 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "global memory, SLM, registers, fused, IO-aware",
        "tiling": "BLOCK_M = 128, BLOCK_N = 64, D_HEAD = 128, num_warps = 8: the Q tile and the O accumulator in registers, K/V tiles through shared local memory.",
        "numericalStability": "Per-row max m_i and sum l_i in fp32; alpha = exp(m_i - m_ij) rescales the accumulator each iteration.",
        "tradeOff": "At D_HEAD >= 128 the fp32 accumulator (BLOCK_M x D_HEAD per work-group) plus the S tile exceed the register file, so the compiler spills to scratch memory; D_HEAD > 128 was simply not supported or tuned.",
    }
