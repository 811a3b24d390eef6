# Sources: S13 (paraphrase)
def designOutline():
    return {
        "memoryTraffic": "With the KV cache, attention per step only reads the new token's q, so HBM reads are O(1) per generated token; the cache itself stays put and does not need to be moved.",
        "tiling": "One warp per query head, K/V cache scanned in tiles of 32 tokens (d = 128) through shared memory; 4 warps per CTA for the 4 heads of one GQA group.",
        "numericalStability": "Running max and running sum per head in fp32; rescale the accumulator by exp(m_old - m_new) when a new tile raises the max.",
        "tradeOff": "Cache grows with context: at 128k tokens the KV cache of a 70B model exceeds one GPU's memory, so it must be paged or offloaded, adding PCIe transfers.",
    }
