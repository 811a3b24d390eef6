def designOutline():
    return {
        "memoryTraffic": "Intermediate score blocks are spilled to DRAM as they are produced and re-loaded later for normalisation, so on-chip memory only ever holds one block at a time.",
        "tiling": "Q: 64-row blocks pinned in shared memory. K/V: 64-row blocks streamed. One thread block per Q block and head.",
        "numericalStability": "Online softmax with a running max and running sum per row (fp32), rescaling the accumulator by exp(m_old - m_new).",
        "tradeOff": "Causal masking makes the work per Q block grow linearly with its index, so thread blocks finish unevenly.",
    }
