# Sources: S54 (paraphrase of a toy NumPy implementation, learner's GPU port)
def designOutline():
    return {
        "memoryTraffic": (
            "The three loops of the naive softmax (max, sum, normalise) each re-read the row; in the "
            "fused kernel Q, K and V are read from HBM, the score block is computed and consumed in "
            "shared memory/registers and only O is written, so S never touches HBM."
        ),
        "tiling": (
            "Port of the NumPy toy to CUDA: BLOCK_M = 256 query rows and BLOCK_N = 256 keys per tile, "
            "head dim d = 256, Q, K and V tiles all in shared memory, one thread block per (query block, "
            "head), inner loop over the K/V tiles."
        ),
        "numericalStability": (
            "Tiled softmax with running statistics: for each K tile m_new = max(m, rowmax(S_tile)), "
            "l = l * exp(m - m_new) + rowsum(exp(S_tile - m_new)), and the partial output is rescaled by "
            "exp(m - m_new) before adding the tile's contribution; divide by l at the end."
        ),
        "tradeOff": (
            "Bigger tiles mean fewer passes over K/V, but each thread block then holds a 256 x 256 fp32 "
            "score tile in registers, so the kernel spills and occupancy drops to one block per SM."
        ),
    }
