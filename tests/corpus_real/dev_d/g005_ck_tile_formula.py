# Sources: S09 (excerpt)
def designOutline():
    return {
        "memoryTraffic": "S[sq,sk] = Q[sq,d] @ K[sk,d]^T ; S' = S*Scale ; S'' = S' + Bias ; P = Softmax(S'') ; O = P @ V. "
                         "All of S, S', S'', P exist only in VGPRs/LDS of one workgroup (fused FmhaFwdKernel). "
                         "HBM: read Q, K, V, Bias; write O and LSE[sq]. No seqlen_q x seqlen_k buffer in global memory.",
        "tiling": "pipeline qr_ks_vs: Q kept in registers (qr), K and V staged through LDS (ks, vs). kM0 = 128 query rows per workgroup, "
                  "kN0 = 128 keys per inner iteration, kK0 = 32 slice of hdim per gemm step; grid = (seqlen_q/kM0, nhead, batch).",
        "numericalStability": "m[sq], l[sq] in fp32; per kN0 step: m_new = max(m, rowmax(S)); o_acc *= exp(m - m_new); l = l*exp(m - m_new) + rowsum(P). "
                              "LSE = m + log(l) saved for bwd.",
        "tradeOff": "bwd needs D[sq] = rowsum(dO * O) before dQ/dK/dV can be formed, so it runs as a separate pre-kernel: one extra launch that re-reads O and dO from HBM.",
    }
