def designOutline():
    return {
        "memoryTraffic": "At no point does S (or P) reside in DRAM. Per query tile: K and V are streamed from DRAM once, Q is loaded once, O and the LSE are stored once. The win is fewer DRAM bytes, not fewer FLOPs: the FLOP count is unchanged in the forward and higher in the backward.",
        "tiling": "Q tile 128 rows, KV tile 64 rows; the Q tile is loaded into SMEM once and reused against every KV tile; grid (N/128, B*H).",
        "numericalStability": "Results are mathematically exact, not an approximation: a running max m and sum l per row (fp32) with the rescale exp(m_old - m_new) reproduce softmax exactly; only rounding differs from the reference.",
        "tradeOff": "The backward has to recompute P from Q, K and the LSE, so it does extra matmuls in exchange for never storing the N x N P.",
    }
