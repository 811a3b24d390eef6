# Sources: S29 (paraphrase / learner rewrite), S02
# study notes: FA1 vs FA2


def designOutline():
    return {
        "memoryTraffic": (
            "No N x N matrix in HBM: each tile of scores is multiplied by V right away inside SRAM; HBM gets "
            "Q, K, V reads and O writes only."
        ),
        "tiling": (
            "Outer loop over Q blocks of 128 rows (one thread block each, Q in shared memory), inner loop "
            "over K/V blocks of 64 rows; 4 warps split the 128 query rows."
        ),
        "numericalStability": (
            "In FA2 we don't rescale anymore: for every key block subtract that block's max, take exp, "
            "add exp(S_block - m_block) @ V_block and the row sums into the accumulators, and only divide "
            "by the total sum once at the end. That removes the non-matmul FLOPs of FA1."
        ),
        "tradeOff": (
            "With BLOCK_M = 128 and head dim 128 the fp32 output accumulator is 64 KB per block, so registers "
            "run out and the compiler spills, lowering occupancy."
        ),
    }
