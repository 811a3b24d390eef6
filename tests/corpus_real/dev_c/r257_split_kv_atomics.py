# Sources: learner rewrite after P2 section 3.2 (backward parallelisation) and S13
def designOutline():
    return {
        "memoryTraffic": "Backward: for each K/V block, load K_j, V_j into SRAM, loop over Q blocks, recompute S and P from Q_i, K_j and the saved LSE; dK_j, dV_j accumulate on chip and are written once; dQ_i is accumulated in HBM.",
        "tiling": "Backward grid = one CTA per (K/V block of 128 rows, head, batch); inner loop over Q blocks of 64 rows, d = 64.",
        "numericalStability": "P is rebuilt as exp(S - LSE) using the stored logsumexp, so no max has to be recomputed and the values are exactly the forward ones up to rounding; dS uses D_i = rowsum(dO_i * O_i) in fp32.",
        "tradeOff": "Several CTAs update the same dQ_i, so dQ is accumulated with fp32 atomicAdd in global memory: the order of additions changes from run to run, so the backward is not deterministic, and the atomics add HBM traffic.",
    }
