# Sources: S09, S22 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "Single fused kernel. HBM reads: Q tile once, K and V tiles once per query block. HBM writes: O "
            "(bf16) and the row logsumexp (fp32). The bf16 S tile and P tile never leave the SM."
        ),
        "tiling": (
            "BLOCK_M = 128 query rows per program, BLOCK_N = 64 keys per iteration, head dim 64; Q tile 16 KB, "
            "K and V tiles 8 KB each in shared memory, 2 pipeline stages, 4 warps; grid (N/128, B*H)."
        ),
        "numericalStability": (
            "Max is taken in the input dtype (a max never rounds), then subtract it and upcast to fp32 before "
            "the exp. Running m and l per row kept in fp32; when a new block has a larger score, acc and l are "
            "rescaled by exp(m_old - m_new) before adding the new block. O = acc / l at the end."
        ),
        "tradeOff": (
            "The fp32 accumulator for a 128 x 64 O tile is 32 KB of registers per program; going to "
            "BLOCK_M = 256 doubles it, the compiler spills and occupancy drops to one program per SM."
        ),
    }
