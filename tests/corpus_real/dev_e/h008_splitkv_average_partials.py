# Sources: S36 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "K/V cache streamed once from HBM, split across CTAs; each split writes its partial output and statistics, and S is never stored.",
        "tiling": "BLOCK_N = 64 keys per iteration, 4 splits per (batch, head) at batch 1, one query row padded to 16 for the MMA.",
        "numericalStability": "Each split computes its own softmax (subtract the split max, divide by the split sum) and the combine kernel just averages the split outputs, weighted by how many keys each split saw.",
        "tradeOff": "The combine is an extra kernel launch, which at batch 1 costs several microseconds on top of a ~20 us attention call.",
    }
