def designOutline():
    return {
        "memoryTraffic": "To save bandwidth, P is stored to HBM in fp16 (half the bytes of fp32) and read back for the P V product, while S itself is kept in SRAM.",
        "tiling": "Q tile 128 x 64 per CTA, K/V tiles 64 x 64 double-buffered in shared memory, grid (N/128, B*H).",
        "numericalStability": "Running row max and row sum in fp32, previous output scaled by exp(m_old - m_new) before each new tile is added.",
        "tradeOff": "Causal masking: later query tiles do more work than early ones, so the last SMs to finish are the ones with the longest rows (load imbalance).",
    }
