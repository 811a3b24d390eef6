# Sources: I07, D08 (paraphrase of the issue and tutorial constants)
def designOutline():
    return {
        "memoryTraffic": "q tile loaded once, k/v tiles streamed; qk and p never stored, acc written to Out, "
                         "plus m and l (L) per row for bwd.",
        "tiling": "BLOCK_M = 128, BLOCK_N = 128, BLOCK_DMODEL = 64, num_warps = 4; grid = (cdiv(N_CTX, 128), Z * H).",
        "numericalStability": "m_i = -inf, l_i = 0, acc = 0; per block: m_ij = max(m_i, rowmax(qk)); "
                              "alpha = exp(m_i - m_ij); acc = acc * alpha + p @ v; l_i = l_i * alpha + sum(p).",
        "failure_mode": "BLOCK_DMODEL is a constexpr = 64: with head dim 128 only q[..., :64], k[..., :64] are "
                        "used, output silently wrong. fix = BLOCK_DMODEL = 128 and num_warps = 8.",
    }
