# Sources: S27 (xformers issue #1027: max head dim 256), S7 (candle PR #3456)
def designOutline():
    return {
        "memoryTraffic": "memory_efficient_attention never builds the full attention matrix; it reads Q, K, V and writes the output and logsumexp.",
        "tiling": "Tier 1: >= 192 KB smem (H100, Blackwell) => 64x64 tile size. Tier 2: >= 160 KB (A100) => 32x64 tile size.",
        "numericalStability": "Online softmax.",
        "failureModes": "Tier 3: < 160 KB (sm86/89) cannot run correctly for head_dim > 256, because the kernel requires kBlockN >= 64, which needs more shared memory than these GPUs have; the caller must check supports_head_dim() and use eager attention.",
    }
