# sources: S53 (Chinese FA1 step notes), S6, S25; learner mapping form
def designOutline():
    return {
        "memoryTraffic": {
            "mechanism": "fused forward kernel",
            "decision": "S_ij and P_ij are computed in SRAM and discarded after use; HBM traffic is Q, K, V reads plus O and the logsumexp writes",
        },
        "tiling": {
            "mechanism": "query blocks resident, key/value blocks streamed",
            "decision": "Br = 64, Bc = 64, d = 64; one CTA per (query block, head); loop over key blocks j = 0 .. N/64 - 1",
        },
        "numericalStability": {
            "mechanism": "online softmax",
            "decision": "running m and l per row in fp32; rescale by exp(m_old - m_new) before adding each new block; O = acc / l at the end",
        },
        "tradeOff": {
            "cost": "backward is about 2.5x the forward time",
            "cause": "S and P are not stored, so backward recomputes QK^T and exp(S - L) for every block before computing dV, dP, dS, dQ and dK",
        },
    }
