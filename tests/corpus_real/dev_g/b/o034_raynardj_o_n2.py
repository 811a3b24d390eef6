# Sources: S05 (learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "FlashAttention still moves the O(N^2) score matrix through HBM, just in smaller tiles that are written and read back one at a time; the gain is that peak memory is one tile instead of the whole N x N buffer.",
        "tiling": "128 x 64 tiles (Br = 128, Bc = 64, d = 64), Q tile resident in SMEM, K/V tiles streamed, grid = (N/128, B*H).",
        "numericalStability": "Keep m and l per row in fp32; each time m grows, scale O and l by exp(m_old - m_new).",
        "failure_mode": "At d = 256 a 128 x 256 Q tile alone is 64 KB and K/V tiles another 64 KB, so only one CTA fits per SM and the kernel stalls on loads.",
    }
