def designOutline():
    return {
        "memoryTraffic": "The score matrix S is never written to HBM, not even tile by tile: each S tile is consumed in SRAM (softmax and multiply by V) and then overwritten by the next one. Only Q, K, V are read and O and the logsumexp are written.",
        "tiling": "A 128-row block of Q per thread block stays in shared memory; K and V go through in 64-row blocks. 4 warps per block.",
        "numericalStability": "It is exact, not an approximation: the online softmax keeps a running max and sum per row and rescales the partial output by exp(m_old - m_new), so the final result equals softmax(QK^T)V up to fp rounding. Accumulation is in fp32.",
        "tradeOff": "Speed does not come from fewer FLOPs (it actually does slightly more, because of the rescaling and the backward recomputation) but from far less HBM traffic; for short sequences (N ~ 128) there is almost nothing to save and a cuBLAS + softmax pipeline is just as fast.",
    }
