def designOutline():
    return {
        "memoryTraffic": "Fused kernel, no N x N materialisation in DRAM; inputs Q, K, V, outputs O and logsumexp.",
        "tiling": "64 x 64 blocks; Q block stays on chip for the whole K/V loop; grid over (Q blocks, batch*heads).",
        "numericalStability": "Running max / running sum per row in fp32, with exp(m_old - m_new) correction.",
        "tradeOff": "The method is lossy: a small numerical deviation from true softmax attention is the price paid for the speed-up.",
    }
