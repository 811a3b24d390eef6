# Sources: S32 (ROCm/aotriton fwd_kernel.py), learner rewrite
def designOutline():
    return {
        "memoryTraffic": "On MI300 the kernel reads Q, K, V from HBM and writes O and the softmax LSE; QK^T scores live in VGPRs and are never written.",
        "tiling": "BLOCK_M = 128, BLOCK_N = 64, head_dim 128, 64 KB of LDS per workgroup: one Q tile (32 KB) + one K tile (16 KB) + one V tile (16 KB) fills it exactly, so only one stage.",
        "numericalStability": "m_i, l_i, acc kept in fp32; p = exp2((qk - m_new) * log2(e)); acc and l_i scaled by exp2(m_old - m_new).",
        "tradeOff": "64 KB LDS leaves no room for a second K/V stage at head_dim 128, so loads cannot be double-buffered and the matrix cores wait on memory.",
    }
