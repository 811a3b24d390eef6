# Sources: S14, S12 (learner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "S and P never go to HBM: each score tile is computed in shared memory/registers, used for P V and "
            "dropped. HBM reads Q, K, V, HBM writes O and the logsumexp."
        ),
        "tiling": "Use tiles that fit in shared memory and pick the best block size for the GPU.",
        "numericalStability": "Use the max trick.",
        "tradeOff": (
            "Since P is not stored, the backward has to recompute S = QK^T for every tile from Q, K and the "
            "logsumexp: extra matmul FLOPs per tile."
        ),
    }
