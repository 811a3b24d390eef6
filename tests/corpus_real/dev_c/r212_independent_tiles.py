# Sources: learner rewrite; misconception (per-tile softmax) seen in forum questions
def designOutline():
    return {
        "memoryTraffic": "S is computed in SRAM tile by tile and never stored in HBM; only O is written out (N x d).",
        "tiling": "Each thread block takes 64 query rows and loops over K/V in 64-row tiles (d = 128), double-buffered in shared memory.",
        "numericalStability": "For each tile we subtract the tile's max, exponentiate, divide by the tile's sum, multiply by V_j and add the result to O. Because every tile is normalised this way nothing can overflow.",
        "tradeOff": "With d = 128 and two stages the K/V buffers take 64 KB, so only two or three CTAs fit per SM; occupancy is limited by shared memory.",
    }
