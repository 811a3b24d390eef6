def design_outline():
    return {
        "memoryTraffic": "Fused kernel: load Q_i once, stream K_j, V_j, write O_i and lse_i. No N x N tensor in HBM.",
        "tiling": "BLOCK_M = 128, BLOCK_N = 128, num_stages = 3 so the loads of the next K/V tile overlap the matmuls of the current one, at the expense of 3x the K/V shared-memory footprint (about 96 KB at d=64), which fails to fit on GPUs with less smem.",
        "numerical_stability": "exp2 with log2(e) folded into sm_scale; running max subtraction and exp2(m_old - m_new) rescale of acc and l; accumulate in fp32.",
    }
