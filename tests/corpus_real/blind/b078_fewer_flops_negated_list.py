# Sources: S15 (ourarash visualizer), S62 (frontiercheckpoint note on FA3), S01
# Learner rewrite, lists.

def designOutline():
    return {
        "memoryTraffic": [
            "The speed-up does not come from fewer FLOPs; the win is in HBM traffic.",
            "Standard attention writes S and P (2 N^2 values) to HBM; we write neither.",
            "Bytes moved per head: Q, K, V read (K, V re-read N/128 times), O written, about 4Nd + 2Nd*N/128 elements.",
        ],
        "tiling": [
            "Q tile: 128 rows, resident; K/V tiles: 64 rows, streamed.",
            "grid = (N/128, batch*heads); 8 warps split the 128 Q rows (16 rows each).",
        ],
        "numericalStability": [
            "Running max per row; p = exp(s - m_new).",
            "Accumulator and row sum multiplied by exp(m_old - m_new) whenever the max grows; fp32.",
        ],
        "tradeOffs": [
            "Non-matmul work (exp, max, rescale) runs at a fraction of tensor-core throughput, so at head dim 64 "
            "the softmax, not the GEMMs, limits the kernel.",
        ],
    }
