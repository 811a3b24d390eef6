# Sources: S34 (paraphrase / researcher rewrite)


def designOutline():
    return {
        "memoryTraffic": {
            "mechanism": "fused softmax-attention kernel for the softmax layers of the hybrid",
            "decision": "Q, K, V read from HBM tile by tile, S/P kept in SRAM and never stored, "
                        "only O and the per-row logsumexp written back",
        },
        "tiling": {
            "mechanism": "query blocks resident, key/value blocks streamed",
            "decision": "Br = 64, Bc = 64, d = 128 fp16 -> 16 KB per tile, 48 KB with Q, K, V; "
                        "one program per (query block, head)",
        },
        "numericalStability": {
            "mechanism": "online softmax",
            "decision": "running max m and sum l per row in fp32; rescale acc and l by "
                        "exp(m_old - m_new) on every new block; O = acc / l at the end",
        },
        "tradeOff": {
            "cost": "extra FLOPs in the backward",
            "cause": "P is not stored, so the backward rebuilds S = QK^T per block from Q, K and "
                     "the saved logsumexp",
        },
    }
