# Sources: S28 (paraphrase / learner rewrite)

def designOutline():
    return {
        "memoryTraffic": "Only Q, K, V are read and out is written; the preatt/att buffers of the old kernel (B x NH x T x T) are gone, the scores stay in shared memory per tile.",
        "tiling": "Br = Bc = 32, head dim 64: each block holds its Q tile and one K/V tile in shared memory (about 24 KB in fp32), one block per (batch, head, query tile).",
        "numericalStability": "The scores are already scaled by 1/sqrt(d) and everything is fp32, so they cannot overflow: we skip the max subtraction and just accumulate exp(s) and exp(s) * V, dividing by the sum at the end.",
        "tradeOff": "One thread per query row means 32 threads per block only, so occupancy is low and for T = 1024 there are too few blocks to hide memory latency.",
    }
