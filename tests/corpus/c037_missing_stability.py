def designOutline():
    return {
        "memoryTraffic": "Fused kernel: Q, K, V in; O and logsumexp out; S and P never written to HBM.",
        "tiling": "Br = 64, Bc = 64; Q block stays in SMEM; loop over K/V blocks; grid over (query blocks, batch*heads).",
        "tradeOff": "Head dim 256 does not fit: 64x256 fp16 tiles for Q, K and V take 96 KB of shared memory, so the block size has to shrink to 32.",
    }
