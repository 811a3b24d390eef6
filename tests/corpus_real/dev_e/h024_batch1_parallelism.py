# Sources: S15 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "No N x N buffer in HBM: each CTA reads its Q block, streams K/V once, and writes O.",
        "tiling": "Parallelize over (batch x heads) and over query blocks of 128 rows: grid = (ceil(N / 128), B * H), so batch 1 with 12 heads and N = 4096 still launches 384 CTAs.",
        "numericalStability": "Use the log-sum-exp trick.",
        "tradeOff": "If the grid were only batch x heads, batch 1 with 12 heads would give 12 CTAs on a 108-SM GPU - most SMs idle, which is why the first version was 2x slower than PyTorch at batch 1.",
    }
