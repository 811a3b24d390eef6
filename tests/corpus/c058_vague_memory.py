def designOutline():
    return {
        "memoryTraffic": "Reduce HBM reads and writes as much as possible and use fast memory instead.",
        "tiling": "Q split into 128-row blocks, one per thread block, kept in shared memory; K/V split into 64-row blocks, streamed in the inner loop.",
        "numericalStability": "Subtract the running row max before exp; keep a running sum; rescale the accumulator by exp(m_old - m_new) when the max grows; fp32.",
        "tradeOffs": "Causal attention: query blocks near the end of the sequence process many more K/V blocks than those at the start, so CTAs finish at very different times.",
    }
