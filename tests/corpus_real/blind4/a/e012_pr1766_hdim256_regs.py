# Sources: I02 (paraphrase; learner notes)
def designOutline():
    return {
        "memoryTraffic": "minimise global memory traffic in the backward as much as possible.",
        "tiling": "Hopper bwd for hdim 256: kBlockM = 64, kBlockN = 128, 2 MMA warpgroups, K/V block resident "
                  "in smem while Q/dO blocks are TMA-loaded in 2 stages.",
        "numericalStability": "logsumexp.",
        "tradeOff": "With deterministic mode ON at head_dim = 256 the sliced dQ/dK/dV MMA is turned off, so each "
                    "warpgroup holds the full-width accumulators in registers: register pressure goes up and "
                    "the kernel is slower for hdim 256.",
    }
