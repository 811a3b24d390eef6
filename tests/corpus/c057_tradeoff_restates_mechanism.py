def designOutline():
    return {
        "memoryTraffic": "S and P are computed in SRAM and never written to HBM; Q, K, V read; O and LSE written.",
        "tiling": "Br = Bc = 64, Q tile in SMEM for the whole K/V loop, grid = (N/64, B*H).",
        "numericalStability": "Running max and sum per row in fp32, rescale acc by exp(m_old - m_new).",
        "failureMode": "The failure mode of standard attention is that it writes S to HBM; we avoid it by keeping S in SRAM and using online softmax.",
    }
