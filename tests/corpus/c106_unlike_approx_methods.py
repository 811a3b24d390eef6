def designOutline():
    return {
        "memoryTraffic": "Unlike approximate methods (Linformer, Performer, sparse attention) nothing is dropped: the exact N x N scores are computed, but only tile by tile in SRAM, and never written to HBM. HBM traffic: Q, K, V in; O, LSE out.",
        "tiling": "Q blocks of 128 rows, one per CTA, resident in SMEM; K/V blocks of 64 rows streamed; 2-stage cp.async pipeline for the K/V loads.",
        "numericalStability": "Running max/sum per row (fp32), exp(m_old - m_new) rescale of acc and l, division by l at the end.",
        "tradeOff": "Exactness means no asymptotic saving: FLOPs stay O(N^2 d), so at N = 128k the kernel is compute-bound and only a sparse or approximate method would go faster.",
    }
