def designOutline():
    return {
        "memoryTraffic": "Keep a running max m and sum l per row; rescale the accumulator by exp(m_old - m_new) whenever m grows; all in fp32.",
        "tiling": "Br = Bc = 64; each CTA holds one Q block in shared memory and loops over the K/V blocks.",
        "numericalStability": "S and P are never written to HBM; the kernel reads Q, K, V and writes O and the logsumexp.",
        "tradeOff": "Larger tiles would re-read K/V less often but need more registers and shared memory, reducing occupancy.",
    }
