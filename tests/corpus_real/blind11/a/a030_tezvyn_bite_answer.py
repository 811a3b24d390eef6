# Sources: S28 (already-used source; learner rewrite, terse interview bite)


def designOutline():
    return {
        "memoryTraffic": "fuse score, softmax, PV in 1 kernel -> n x n never written to HBM; traffic O(N^2 d^2 / M) vs Theta(Nd + N^2).",
        "tiling": "Q tiles 128 x d stay in smem per CTA, K/V 64 x d tiles streamed; grid (N/128, B*H).",
        "numericalStability": "running m, l per row (fp32); acc *= exp(m_old - m_new); O = acc / l at end.",
        "tradeOff": "bwd recomputes S, P from Q, K, LSE: +1 QK^T GEMM per tile, since P is not stored.",
    }
