def designOutline():
    return {
        "memoryTraffic": "The QK^T scores and softmax probabilities stay in registers/shared memory and are never stored to HBM; output O and LSE are written once per query block.",
        "tiling": "Br = 128, Bc = 128 for head dim 64; Q tile loaded once into SMEM, K/V tiles streamed; one CTA per (query block, head).",
        "numericalStability": "Online softmax.",
        "tradeOff": "Larger tiles use more registers: with Br = Bc = 128 the S tile alone is 64 KB in fp32, so registers spill and occupancy falls.",
    }
