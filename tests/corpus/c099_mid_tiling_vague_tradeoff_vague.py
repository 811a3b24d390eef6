def designOutline():
    return {
        "memoryTraffic": "The attention matrix S/P is computed in SRAM and never stored to global memory; Q, K, V are loaded and O, LSE stored.",
        "tiling": "Choose the tile size carefully to balance things.",
        "numericalStability": "Online softmax: keep the row max and row sum as we go, rescaling the previous output by exp(m_old - m_new). Accumulate in fp32.",
        "tradeOff": "Performance depends on many factors.",
    }
