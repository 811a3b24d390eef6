# Sources: S32 (already-used source; learner rewrite in own words)
# HW3, question 1-4 (design part)


def designOutline():
    return {
        "memoryTraffic": "HW3 Q1: The fused attention kernel never writes the attention matrix (batch × heads × N × N) to global memory; each tile of scores is kept in shared memory/registers, multiplied by V and dropped. Global traffic is reading Q, K, V and writing O.",
        "tiling": "HW3 Q2: thread block = 64 query rows × one head; K and V loaded in tiles of 64 rows into shared memory per iteration of the inner loop; head_size 64, fp16 -> 8 KB per tile; 4 warps.",
        "numericalStability": "HW3 Q3: keep row max m and row sum l (fp32) across K tiles; on each tile rescale the previous sum and the output accumulator by exp(m_old − m_new); final output divided by l.",
        "tradeOff": "HW3 Q4: limitation: head_size must be one of 8, 16, 32, 64, 128.",
    }
