# Sources: S22 (already-used source; learner rewrite in own words)


def design_outline():
    return {
        "memory_traffic": {
            "what_crosses_HBM": "Q, K, V read; O and logsumexp (one fp32 per row) written",
            "what_never_does": "S and P: each tile lives in SRAM/registers and is discarded after the PV matmul",
        },
        "tiling": {"mechanism": "TODO", "decision": ""},
        "numerical_stability": {
            "mechanism": "online softmax",
            "decision": "per row keep m and l in fp32, rescale acc and l by exp(m_old - m_new) on every new max, divide by l at the end",
        },
        "trade_offs": {
            "cost": "backward recomputes S and P",
            "cause": "P was never stored, so each backward tile redoes QK^T from Q, K and the logsumexp: about one extra matmul per block",
        },
    }
