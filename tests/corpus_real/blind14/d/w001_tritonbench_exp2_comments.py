# Sources: S13 (paraphrase of kernel comments), S02* (paraphrase)
def designOutline():
    return {
        "memoryTraffic": "# one program = one BLOCK_M slab of Q for one (batch, head)\n"
                         "# q is loaded from HBM once; k and v tiles are loaded per iteration through block pointers\n"
                         "# qk and p live only in registers -> never stored to HBM\n"
                         "# epilogue: store acc / l_i to O and m_i + log2(l_i) to M (one fp32 per row)",
        "tiling": "# grid = (cdiv(N_CTX, BLOCK_M), Z * H)\n"
                  "# BLOCK_M = 128, BLOCK_N = 64, HEAD_DIM = 128, num_stages = 3, num_warps = 8\n"
                  "# STAGE 1 loops over the off-diagonal K/V blocks without a mask, STAGE 2 does the diagonal block with the causal mask;\n"
                  "# blocks above the diagonal are never visited",
        "numericalStability": "# qk_scale = sm_scale * 1.44269504 (log2 e) so we can use exp2 everywhere\n"
                              "# m_ij = max(m_i, rowmax(qk) * qk_scale); p = exp2(qk * qk_scale - m_ij)\n"
                              "# alpha = exp2(m_i - m_ij); l_i = l_i * alpha + rowsum(p); acc = acc * alpha[:, None]\n"
                              "# acc, l_i and m_i are fp32",
        "tradeOff": "# fp8_v path: p is cast to float8e5 before tl.dot(p, v): the PV MMA runs at fp8 rate, but e5m2 keeps "
                    "only 2 mantissa bits, so small probabilities are rounded coarsely -- that rounding is the accuracy cost of the fp8 path",
    }
