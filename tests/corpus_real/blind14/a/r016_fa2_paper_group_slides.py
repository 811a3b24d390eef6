# Sources: S17 (paraphrase / learner rewrite, reading-group slides turned into notes)


def designOutline():
    return {
        "memoryTraffic": [
            "FA2 = same IO story as FA1: S, P never hit HBM",
            "reads: Q once, K/V once per Q block; writes: O + logsumexp L per row (needed for bwd)",
        ],
        "tiling": [
            "outer loop = Q blocks (one thread block each), inner loop = K/V blocks",
            "also parallel over seq length: grid = (N/Br, B*H) -> better occupancy when B*H is small",
            "inside a block: split Q across 4 warps, K/V shared by all warps (no split-K)",
            "Br, Bc in {64, 128}, picked per head dim",
        ],
        "numericalStability": [
            "don't rescale O by 1/l every iteration -> keep unscaled O~, rescale only by "
            "exp(m_old - m_new), divide by l once at the end",
            "save only L = m + log l (one number per row) instead of both m and l",
        ],
        "tradeOffs": [
            "split-K (FA1 style) needs warps to write partial O to smem, sync and add -> extra smem "
            "traffic, that's why split-Q",
            "head dim 256 -> the tiles don't fit in smem at 128 rows -> smaller blocks, fewer blocks "
            "per SM, slower",
        ],
    }
