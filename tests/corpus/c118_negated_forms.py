def designOutline():
    return {
        "memoryTraffic": "Unlike naive attention, which spills S to DRAM and reads it back, the scores stay in SRAM and are consumed right away. The speed-up isn't from fewer operations; the FLOPs are the same.",
        "tiling": "Br = 128, Bc = 64; Q block resident in shared memory, K/V blocks streamed in the inner loop.",
        "numericalStability": "It is not approximate. Rather than normalising each block separately and summing, we keep a running max m and sum l per row and rescale the accumulator by exp(m_old - m_new).",
        "tradeOff": "Recomputation in the backward makes it do more arithmetic than standard attention, not less: about one extra QK^T per tile.",
    }
