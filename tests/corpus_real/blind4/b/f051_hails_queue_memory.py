# Sources: S02 (different section; learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Queue analogy: HBM is the slow server. Naive attention pushes N^2 scores through it four times (write S, read S, write P, read P). FlashAttention pushes only Q, K, V in and O out; the scores never enter the queue.",
        "tiling": "Tile size picked so the queue never stalls: 64x64 score tiles, a Q tile of 64 rows held in SRAM, K/V tiles of 64 rows loaded while the previous tile is being computed (double buffering).",
        "numericalStability": "Streaming softmax: max so far and sum so far per row; multiply the old sum and old output by exp(old max - new max) before adding the tile.",
        "tradeOff": "It needs more GPU memory than naive attention because of the extra running statistics and the double buffers.",
    }
