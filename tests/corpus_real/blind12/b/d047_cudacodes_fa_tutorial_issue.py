# Sources: S47 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "The flash attention kernels are very naive at the moment even though they produce the correct output.",
        "tiling": "Br = Bc = 32, d = 64, one thread per query row of the block; K and V tiles loaded into shared memory by the block.",
        "numericalStability": "m and l per row in float registers; when a new block has a bigger max, the old l and O are multiplied by exp(m_old - m_new).",
    }
