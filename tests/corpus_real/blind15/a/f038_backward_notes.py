# Sources: S01 (paraphrase / learner rewrite), S02 (paraphrase)


def designOutline():
    return {
        "memoryTraffic": "Forward writes only O and L = m + log(l) (N floats per head) to HBM; S and P are never stored. "
                         "Backward reads Q, K, V, O, dO and L, and writes dQ, dK, dV, again without any N x N buffer.",
        "tiling": "Backward: one CTA per K/V block of 128 rows, which keeps K_j, V_j and the fp32 dK_j, dV_j accumulators "
                  "on chip while it loops over all Q blocks of 64 rows; dQ contributions are added to HBM with atomics.",
        "numericalStability": "Backward rebuilds P_ij = exp(S_ij - L_i) directly from the stored logsumexp, so no max/sum "
                              "has to be recomputed and the exponent is never positive; D_i = rowsum(dO_i * O_i) is "
                              "precomputed in fp32.",
        "tradeOff": "dQ is accumulated with atomicAdd from many CTAs in arbitrary order, so the backward is not "
                    "bit-for-bit deterministic between runs.",
    }
