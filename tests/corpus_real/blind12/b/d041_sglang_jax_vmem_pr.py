# Sources: S41 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "The flash kernel DMAs KV blocks from HBM into VMEM and keeps q, m, l and acc in VMEM; nothing of size seq x seq is ever written to HBM.",
        "tiling": "Default block sizes lowered from block_q = 256, block_kv = 512 to block_q = 128, block_kv = 256, double-buffered in VMEM, so the working set fits the scoped VMEM limit.",
        "numericalStability": "m and l per row in fp32; acc rescaled by exp(m_prev - m_next) before each KV block is added.",
        "tradeOff": "The old defaults were sized for a chip with more VMEM; on v5e the scoped VMEM is smaller, so the kernel failed with VMEM OOM at compile time until the blocks were reduced.",
    }
