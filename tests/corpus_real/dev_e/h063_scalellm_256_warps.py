# Sources: S07, S05 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Paged KV blocks are gathered from HBM straight into shared memory; the score tile and P never leave the SM; O is written once.",
        "tiling": "At head_dim = 256: BLOCK_M = 64, BLOCK_N = 64, 8 warps, so the O accumulator (64 x 256 fp32 = 64 KB) is split over 256 threads = 64 floats each; K and V tiles of 64 x 256 bf16 (32 KB each) in shared memory.",
        "numericalStability": "Running row max and row sum in fp32 registers, accumulator rescaled by exp(m_old - m_new), division by l once at the end.",
        "tradeOff": "With 4 warps each thread would hold 128 accumulator floats plus its S fragment, which blows past 255 registers and spills; going to 8 warps removes the spill but costs more cross-warp reductions for the row max and sum.",
    }
