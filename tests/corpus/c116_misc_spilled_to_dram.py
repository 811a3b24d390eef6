def designOutline():
    return {
        "memoryTraffic": "Score blocks are spilled to DRAM after QK^T and reloaded for the softmax and the PV matmul, but in tiles, so every tile is small.",
        "tiling": "128 x 64 tiles; the Q tile stays in SMEM while the K/V tiles stream past it; one CTA per (batch, head, query tile).",
        "numericalStability": "Running max and sum in fp32; previous partial results are rescaled by exp(m_old - m_new).",
        "tradeOff": "Bigger tiles raise register pressure: at 128 x 128 with d = 128 the compiler spills the accumulator.",
    }
