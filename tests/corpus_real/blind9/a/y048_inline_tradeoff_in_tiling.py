# Sources: S20, B2 (paraphrase / learner rewrite, non-native English)
def designOutline():
    return {
        "memoryTraffic": "No N x N matrix in global memory: scores and probabilities exist only in registers/smem "
                         "per tile; we read Q, K, V and write O and LSE.",
        "tiling": "Each CTA owns 128 query rows (kept in smem), and loops on K/V in 64-row blocks, d = 128. "
                  "Trade-off: BLOCK_N = 128 would need less loop iterations but raises register pressure for the "
                  "S tile, so the kernel spills, that's why we keep 64.",
        "numericalStability": "Row max m and row sum l in fp32, updated online; accumulator multiplied by "
                              "exp(m_old - m_new) when m increases; fully masked rows keep m = -inf and output 0.",
    }
