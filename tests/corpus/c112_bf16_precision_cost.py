def designOutline():
    return {
        "memoryTraffic": "S_ij and P_ij exist only as tiles in registers; HBM traffic is reading Q, K, V once per block and writing O plus one LSE float per row.",
        "tiling": "BLOCK_M = 128, BLOCK_N = 64, num_warps = 8, num_stages = 2 so the next K/V tile is prefetched while the current one is used.",
        "numericalStability": "Row max subtracted before exp2, with log2(e) folded into sm_scale; m, l and acc in float32, rescaled by exp2(m_old - m_new).",
        "tradeOff": "P is rounded to bf16 before the PV matmul so it can use the tensor cores; with bf16's 8-bit mantissa this adds rounding error of about 1e-2 relative to an fp32 reference.",
    }
