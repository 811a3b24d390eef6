# Sources: S16 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": "Hopper kernel, fused: TMA loads Q once and K/V tiles per iteration from HBM; "
                         "S and P live in registers; O and LSE written once at the end.",
        "tiling": "Warp-specialised: one producer warp issues TMA loads of 128 x d K/V tiles into a "
                  "2-stage smem ring, two consumer warpgroups each own 64 query rows (BLOCK_M = 128), "
                  "d = 128; persistent grid of 132 CTAs.",
        "numericalStability": "Online softmax, same as FA2.",
        "tradeOff": "Only head dims 64, 128 and 256 are compiled; a model with head dim 80 or 96 has to "
                    "pad Q/K/V up to 128, so a fifth to a third of every QK^T and PV matmul is spent "
                    "on zeros, and for head dim > 128 the backward does not exist yet because the dQ, "
                    "dK, dV accumulators do not fit in registers.",
    }
