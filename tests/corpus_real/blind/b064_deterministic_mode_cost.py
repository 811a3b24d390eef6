# Sources: S08 (flash-attention issue #988), S57 (flash-attention PR #147, num_splits=1), S37 (OpenRLHF PR #868)
# Learner rewrite; trade-off is a short excerpt of the two PR descriptions.

def designOutline():
    return {
        "memoryTraffic": (
            "Forward: O and LSE are the only outputs written; P is not saved. Backward: reads Q, K, V, dO, "
            "LSE and the rowsum(dO * O) vector D, recomputes the tiles, writes dQ, dK, dV."
        ),
        "tiling": (
            "Backward grid: one CTA per (batch, head, 128-key block); each CTA keeps K_j, V_j and the dK_j, dV_j "
            "accumulators on chip and loops over 64-row query blocks."
        ),
        "numericalStability": (
            "dS = P * (dP - D) with D = rowsum(dO * O) precomputed in fp32; P recomputed as exp(S - LSE) "
            "so it is already normalised; dQ accumulated in an fp32 workspace."
        ),
        "tradeOff": (
            "The non-determinism mainly comes from the flash attention, as in the backward pass, by default, "
            "flash attention uses atomic adds for performance. Deterministic backward is implemented in v2.4.1 "
            "but not enabled by default, as it's slightly slower and uses more memory (setting num_splits=1 "
            "ensures deterministic behavior at the cost of some performance)."
        ),
    }
