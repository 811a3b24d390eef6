# Sources: S01 (sec. 3.1, Algorithm 1), S02 (sec. 3.1)
# Learner rewrite, mapping form.

def designOutline():
    return {
        "memoryTraffic": {
            "mechanism": "kernel fusion of QK^T, softmax and PV",
            "decision": "S and P are kept in SRAM/registers per tile and never written to HBM; HBM traffic is "
                        "Q, K, V read (K, V once per query block) and O plus logsumexp written",
        },
        "tiling": {
            "mechanism": "Q block resident, K/V blocks streamed",
            "decision": "Br = 64, Bc = 64, d = 128: Q tile 16 KB + K tile 16 KB + V tile 16 KB in shared memory; "
                        "one CTA per (batch, head, query block)",
        },
        "numericalStability": {
            "mechanism": "online softmax",
            "decision": "per row m and l in fp32; before adding block j multiply O and l by exp(m_old - m_new)",
        },
        "tradeOff": {
            "mechanism": "recomputation in backward",
            "decision": "S and P are recomputed from Q, K and the logsumexp, which adds one QK^T GEMM per block "
                        "of FLOPs in exchange for O(N) instead of O(N^2) extra memory",
        },
    }
