# Sources: S01 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memory_traffic": (
            "Disentangled attention adds c2p/p2c position terms, but they are gathered into the same fused "
            "kernel: the content scores and the position scores are added tile by tile in SRAM, the full "
            "attention matrix is never stored in HBM, only O and the row statistics are written."
        ),
        "tiling": (
            "A table maps compute capability (5.0 ... 9.0) to the max shared memory per block; before launch I "
            "compute the shared memory a config needs and, while it is over the limit, halve BLOCK_M first "
            "(down to 16) and then BLOCK_N. On an A10G (sm86, 99 KB) the starting forward config BLOCK_M = 128, "
            "BLOCK_N = 64, D = 64, num_stages = 2 needs 16 KB of Q + 2 x 16 KB of K/V = 48 KB (more with the "
            "position span tiles) and is kept; num_warps = 4. One program per (query block, batch*head)."
        ),
        "numerical_stability": (
            "m and l per row in fp32, new block max -> scale the old accumulator and l by exp(m_old - m_new) "
            "before adding the new block; divide once at the end."
        ),
        "trade_offs": (
            "When the c2p/p2c span tiles push the config over the limit, the halving loop shrinks BLOCK_M, "
            "which doubles the number of programs and the number of times K and V are re-read from HBM; the "
            "varlen path has no such guard yet, so it can still fail to launch on sm86."
        ),
    }
