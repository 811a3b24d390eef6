# Sources: S03 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "HBM reads: Q once, K/V once per query block; HBM writes: O and a fp32 LSE per row. S, P never written.",
        "tiling": "Br = 128, Bc = 64, d = 128, 4 warps; Q tile resident, K/V double buffered in shared memory.",
        "numericalStability": "We use 128 x 64 tiles in shared memory so that nothing overflows, and keep each tile small enough for the registers.",
        "tradeOff": "Bc = 128 would halve the loop trips but the S tile per thread doubles and the kernel spills registers (255 used, spill stores appear).",
    }
