# Sources: S10, S22 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": [
            "S and P never leave the SM (registers / smem only)",
            "HBM traffic = read Q, K, V + write O and L (logsumexp, 1 float per row)",
        ],
        "tiling": [
            "outer loop over row blocks of Q (Br = 128), inner loop over column blocks of K/V (Bc = 64), head dim 64",
            "parallelize over batch*heads AND seq-len blocks: grid = (N/128, B*H), blocks never talk to each other",
            "inside a block split Q across 4 warps, all warps share the K/V tile, so no partial results through smem",
        ],
        "numericalStability": [
            "keep O unnormalised: only rescale by exp(m_old - m_new) when the running max grows",
            "divide by l once at the very end of the loop, fp32 accumulators",
            "store L = m + log(l) per row for the backward",
        ],
        "tradeOff": [
            "FA1 only parallelized over batch*heads: batch 1 x 12 heads = 12 thread blocks for 108 SMs on A100, "
            "most SMs idle for long sequences with small batch -> FA2 adds the seq-len dimension to the grid",
        ],
    }
