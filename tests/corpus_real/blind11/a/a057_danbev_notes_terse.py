# Sources: S11 (already-used source; learner terse notes)


def designOutline():
    return {
        "memoryTraffic": "naive = 3 kernels, S and P round-trip HBM. mine = 1 kernel, S/P never leave SRAM; HBM: read Q,K,V, write O + lse.",
        "tiling": "Br = 64 (Q rows, resident in smem), Bc = 64 (K/V rows, streamed), d = 64 -> 24 KB smem; grid = N/64 x B*H.",
        "numericalStability": "m_i, l_i per row fp32; alpha = exp(m_i - m_new); acc = alpha*acc + P~ V; l = alpha*l + rowsum(P~).",
        "tradeOff": "no P saved -> bwd recomputes QK^T per tile (~+1 GEMM).",
    }
