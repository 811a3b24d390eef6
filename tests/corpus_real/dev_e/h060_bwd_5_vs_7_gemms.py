# Sources: S05 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Backward reads Q, K, V, O, dO and the LSE; writes dQ, dK, dV. P and dS are rebuilt on chip, never stored.",
        "tiling": "Backward: one CTA per 128-key block holding K, V, dK, dV; loops over 64-row Q blocks.",
        "numericalStability": "P = exp(S - LSE) from the stored fp32 LSE; D = rowsum(dO * O) precomputed so dS = P * (dP - D).",
        "tradeOff": "5 GEMMs with recomputation vs 7 GEMMs: the 7-GEMM variant does 7/5 = 1.4x the compute, so to match a 550 TFLOPS 5-GEMM backward its GEMMs would need ~770 TFLOPS - near peak matmul, so more recompute loses on H100; on a chip with a different compute/memory ratio the answer may flip.",
    }
