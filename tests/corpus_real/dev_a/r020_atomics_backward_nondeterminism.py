# sources: S6 (issue #414, maintainer reply quoted), S9 (OpenRLHF PR #868, quoted), S7 (issue #988), S8; other entries rewritten
def design_outline():
    return {
        "memory_traffic": "Backward: dK_j and dV_j for one K/V block are accumulated in registers and written to HBM once; P_ij and dS_ij are recomputed on chip from Q_i, K_j and the stored logsumexp, never stored. dQ is accumulated in an fp32 buffer in HBM.",
        "tiling": "Backward grid: one thread block per K/V block of 128 rows (and per batch, head), looping over all Q blocks of 64 rows; K_j, V_j, dK_j, dV_j stay on chip for the whole loop.",
        "numerical_stability": "P_ij = exp(S_ij - L_i) using the saved logsumexp L = m + log(l), so no max/sum recomputation is needed and nothing overflows; D_i = rowsum(dO_i * O_i) is precomputed in fp32.",
        "failure_modes": "Yes, backward pass is not deterministic because we use atomic adds. The non-determinism mainly comes from the flash attention, as in the backward pass, by default, flash attention uses atomic adds for performance. Deterministic backward is not enabled by default, as it's slightly slower and uses more memory (only dQ is affected).",
    }
