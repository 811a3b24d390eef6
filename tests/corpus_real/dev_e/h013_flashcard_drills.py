# Sources: S28 (excerpt)
# flashcards I made, one per entry
def designOutline():
    return {
        "memoryTraffic": "How does FlashAttention-2 reduce HBM traffic? It tiles Q, K, V within SRAM, runs online softmax tile-by-tile, and writes only the output O and logsumexp back to HBM - never the N x N intermediate.",
        "tiling": "Tile so everything fits in SRAM (228 KB configurable L1/shared memory per SM on H100).",
        "numericalStability": "What two scalars does online softmax track per row? m (running max of logits) and l (running sum of exp(logit - m)).",
        "tradeOff": "What backward trick avoids storing the N x N matrix? Recomputing attention scores from the saved logsumexp scalar rather than storing the materialized softmax matrix.",
    }
