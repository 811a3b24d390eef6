# sources: S40 (Forge Cascade FA2 capsule), S49 (Spheron FlexAttention guide), S54 (SourceForge FlashAttention listing); marketing sentences collected by a learner
def designOutline():
    return {
        "memoryTraffic": "IO-aware algorithms that minimize memory reads and writes, reducing the quadratic memory overhead typically associated with attention operations.",
        "tiling": "Rewrites the attention kernel with improved parallelism: 2-4x faster than FA1, 5-9x faster than standard PyTorch attention on A100.",
        "numericalStability": "Exact attention, numerically stable, no change to the model.",
        "tradeOff": "Runs at near-FlashAttention throughput without a single line of CUDA.",
    }
