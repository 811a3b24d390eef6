# Sources: S28 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "instead of matmul, mask, softmax, dropout, matmul as separate kernels -> single kernel, so the intermediate P never goes to DRAM",
        "tiling": "tiling like matmuls; contraction dimension and softmax dimension coincide; 'relies on huge tiles'; fa2 rearranged the tile order compared to fa1",
        "numericalStability": "stabilized softmax e(l_i - m)/sum e(l_j - m), m = max; whenever there's a new m, update the output by multiplying by exp(m_old - m_new)",
        "tradeOff": "head dimension is the biggest constraint: it decides register use, and with a big head dim you run out of registers / shared memory",
    }
