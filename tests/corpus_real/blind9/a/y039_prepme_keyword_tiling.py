# Sources: S19 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Fuse QK^T, softmax and PV into one kernel so the N x N score matrix is never written to "
                         "HBM; only Q, K, V are read and O is written.",
        "tiling": "Br, Bc, SRAM, warps, pipelining, occupancy",
        "numericalStability": "Keep a running max and running sum per row; when the max increases, multiply the "
                              "accumulated output and sum by exp(old_max - new_max). Accumulate in fp32.",
        "tradeOff": "Recomputation in backward: P is not stored, so the backward recomputes QK^T block by block, "
                    "roughly 30% more FLOPs.",
    }
