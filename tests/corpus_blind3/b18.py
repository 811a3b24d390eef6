def designOutline():
    return {
        "memoryTraffic": "Fused kernel: S and P computed tile by tile in shared memory/registers and never written to HBM; reads Q, K, V, writes O and the row statistics.",
        "tiling": "Br = 128, Bc = 128, d = 64, 8 warps; Q tile resident, K/V tiles streamed; grid over (query tiles, batch x heads).",
        "numericalStability": "Online softmax with a running max and sum per row, rescaling the accumulator by exp(m_old - m_new), fp32 accumulation.",
        "tradeOff": "There are trade-offs between speed and memory usage that have to be balanced.",
    }
