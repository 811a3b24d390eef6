# Sources: S27 (paraphrase / reviewer rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "S is never written to HBM on the NPU either: the score block is produced by the cube "
            "unit into the unified buffer, consumed by the vector unit for exp, and fed straight "
            "back to the cube unit for P*V; only O goes back to global memory."
        ),
        "tiling": (
            "Two-level tiling: large blocks of 512 query rows move from HBM into the L1 buffer, "
            "and are then cut into 128-row sub-blocks for the cube unit, so one HBM load feeds "
            "four matmul steps."
        ),
        "numericalStability": (
            "Because a partial max gives wrong results on the vector unit, the kernel first sweeps "
            "all of K once to find the exact row maximum and then, in a second pass, computes "
            "exp(S - max) and accumulates P*V."
        ),
        "tradeOff": (
            "On Volta GPUs there is only 96 KB of shared memory per SM, so with d = 128 the tiles "
            "have to drop to 64 rows and two CTAs no longer fit per SM, which lowers occupancy."
        ),
    }
