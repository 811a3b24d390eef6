# Sources: S05, B2 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Score tiles S = Q K^T never leave the SM: the Triton program computes them in registers, "
                         "turns them into P and multiplies by V right away. HBM traffic: Q, K, V in, O and M (row "
                         "logsumexp) out.",
        "tiling": "BLOCK_M = 128, BLOCK_N = 64, HEAD_DIM = 64, num_warps = 4, num_stages = 3; grid = "
                  "(cdiv(N, BLOCK_M), Z * H). Q tile loaded once, K/V tiles streamed with the software pipeline.",
        "numericalStability": "qk is multiplied by sm_scale * log2(e) so the kernel can use exp2; m_i and l_i are fp32; "
                              "alpha = exp2(m_i - m_ij) rescales acc and l_i each iteration; acc / l_i at the end and "
                              "M = m_i + log2(l_i) stored.",
        "tradeOff": "num_stages = 3 at HEAD_DIM = 128 needs more shared memory than a consumer GPU has, so the "
                    "config must be tuned per GPU or the launch fails with out of resources.",
    }
