# Sources: S14, S15 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "One fused kernel per (query tile, head): Q tile loaded once by TMA, K/V tiles streamed by TMA, "
            "O written by TMA store from shared memory; S and P only ever exist in the consumer warpgroups' "
            "registers, never in HBM."
        ),
        "tiling": (
            "H100, d = 128, bf16: BLOCK_M = 128 split over two consumer warpgroups (64 query rows each, wgmma "
            "m64), BLOCK_N = 128. One producer warpgroup (128 threads, elect one thread) issues TMA loads into a "
            "2-stage K/V ring guarded by full/empty mbarriers. Shared memory: Q 32 KB + 2 x (32 KB K + 32 KB V) "
            "= 160 KB, inside the 227 KB per-block limit. setmaxnreg: producer drops to 24 registers, consumers "
            "rise to 240, because the consumers hold the 64 x 128 fp32 accumulator."
        ),
        "numericalStability": (
            "Each consumer keeps the row max and row sum of its 64 rows in fp32, rescales its accumulator by "
            "exp2(m_old - m_new) before the P V wgmma and divides by the sum in the epilogue; LSE stored for backward."
        ),
        "tradeOff": (
            "Going to BLOCK_N = 256 or a third stage overflows the 232 KB of shared memory, and without "
            "setmaxnreg the consumer's accumulator spills (ptxas register-pressure failures), so the tile size "
            "is capped by both budgets."
        ),
    }
