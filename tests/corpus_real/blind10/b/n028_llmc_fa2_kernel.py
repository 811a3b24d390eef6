# Sources: S28 (paraphrase / learner rewrite)

def designOutline():
    return {
        "memoryTraffic": "Replaced attention_forward_kernel2 with the minimal FA2 kernel: per row we keep m (running max) and l (running sum) and rescale the accumulator by exp(m_prev - m_new) every tile.",
        "tiling": "Each block handles Br = 32 query rows of one (batch, head); K and V tiles of Bc = 32 rows and head dim 64 are loaded into shared memory per iteration, about 12 KB in fp32 for Q, K and V together.",
        "numericalStability": "Scores in fp32, subtract the running row max before expf, O divided by l once after the last tile (FA2 style), so no overflow and no per-tile division.",
        "tradeOff": "We should keep l (or store m + log l) instead of discarding it: the backward needs it to recompute P tile by tile, otherwise it would have to redo the max pass over all of K.",
    }
