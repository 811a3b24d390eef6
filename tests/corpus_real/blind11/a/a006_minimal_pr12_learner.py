# Sources: S04 (paraphrase / learner rewrite of a PR description)


def designOutline():
    return {
        "memoryTraffic": (
            "Like in the original algorithm, the scores S_i are not stored even in shared memory, O_i is "
            "accumulated incrementally, so nothing N x N touch the global memory; only O and l, m are "
            "written at the end."
        ),
        "tiling": (
            "One thread per query row, which remove the outer Tc loop. The Q row stays in registers; K_j and "
            "V_j tiles of Bc = 32 rows are loaded in shared memory on each iteration of the loop."
        ),
        "numericalStability": (
            "O_i is updated incrementally every block, so the numerics are the same as in the paper."
        ),
        "tradeOff": (
            "For the sizes I used this version use more shared memory and is slower by ~1ms on my 3060, "
            "but it is easier to read."
        ),
    }
