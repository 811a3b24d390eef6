# Sources: S27 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Flash Attention turns attention from memory-bound into compute-bound by doing fewer FLOPs on the N x N matrix: only the tiles that matter are computed in SRAM, which is where the 2-4x comes from.",
        "tiling": "Blocks of Q (Br = 128) are loaded to SRAM once; K and V come in blocks of Bc = 64 inside the inner loop.",
        "numericalStability": "Softmax is updated incrementally: m_new = max(m_old, rowmax(S_blk)); D_new = D_old * exp(m_old - m_new) + sum exp(S_blk - m_new), and O gets the same factor.",
        "tradeOff": "Backward recomputes the attention tiles from Q and K because P was not stored, which adds arithmetic but avoids N^2 memory.",
    }
