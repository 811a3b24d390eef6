# Sources: S33 (TGI conceptual guide PR #892), S01
# Learner rewrite; tiling entry not written.

def designOutline():
    return {
        "memoryTraffic": (
            "In the standard implementation each step of attention loads from HBM, computes and writes back to "
            "HBM. Instead, the kernel loads keys, queries and values once, fuses QK^T, softmax and PV, and "
            "writes only the output back; the attention matrix is never written."
        ),
        "numericalStability": (
            "Blockwise softmax with a running max m and running denominator l per query, in fp32. When a "
            "new block has a larger max, the previous output and l are rescaled by exp(m_old - m_new)."
        ),
        "tradeOff": (
            "Backward recomputes the attention matrix from Q, K and the saved m, l, so it does more FLOPs than "
            "standard attention backward; it is still faster because it reads much less from HBM."
        ),
    }
