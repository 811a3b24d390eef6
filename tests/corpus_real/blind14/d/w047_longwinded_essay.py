# Sources: S01* (paraphrase), S02* (paraphrase), S03* (paraphrase)
def designOutline():
    return {
        "memoryTraffic": (
            "If I try to summarise what I understood after reading the three papers over a weekend, it is that attention "
            "was never really limited by arithmetic. The three-kernel version writes the full score matrix S and the "
            "probability matrix P to HBM and reads each of them back, which for long sequences dwarfs the reads of Q, K "
            "and V. My design fuses the two matmuls and the softmax into one kernel, so S and P are only ever held one "
            "tile at a time in shared memory and registers and are never written to HBM. The HBM traffic that remains is "
            "reading Q once, reading K and V once per query block, and writing O together with one logsumexp value per row."
        ),
        "tiling": (
            "For the tiling I would follow the second paper rather than the first: the outer loop runs over query blocks "
            "and is spread across the grid, one thread block per (query block, batch x head), with Br = 128 query rows "
            "held in shared memory for the whole kernel; the inner loop streams K and V in blocks of Bc = 64 rows, double "
            "buffered so the next block's load overlaps the current block's matmuls. The four warps split the 128 query "
            "rows between them, which means they never have to exchange partial results through shared memory."
        ),
        "numericalStability": (
            "Numerically, the essential thing is that no exp is ever taken of a positive number. Each query row keeps a "
            "running maximum m and a running denominator l, both in fp32, next to an fp32 accumulator. When a new block "
            "arrives I compute its row maxima, set m_new = max(m, rowmax), multiply the accumulator and l by exp(m - m_new), "
            "and only then add exp(S - m_new) times V. The division by l happens once at the end, and L = m + log(l) is "
            "stored so the backward can rebuild P exactly."
        ),
        "tradeOff": (
            "The price shows up in two places. First, the backward pass has to recompute S and P block by block from Q, K "
            "and L because P was never kept, which adds roughly one extra QK^T matmul per block. Second, the head dimension "
            "is bounded by shared memory: at d = 256 the 128-row Q block alone is 64 KB in fp16, so the K/V blocks have to "
            "shrink and the matmuls become too small to keep the tensor cores busy."
        ),
    }
