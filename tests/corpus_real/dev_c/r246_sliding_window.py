# Sources: learner rewrite after S33 (flash-attn README, window_size / sliding window local attention)
def designOutline():
    return {
        "memoryTraffic": "For sliding-window attention with window w, each query block only reads the K/V blocks inside [i - w, i], so HBM reads of K/V per query block are O(w d) instead of O(N d); no score matrix is written.",
        "tiling": "Query blocks of 128, KV blocks of 128, d = 128; for each query block the loop starts at the first KV block overlapping the window and stops at the diagonal; blocks entirely outside the window are skipped, blocks on its edges get an element mask.",
        "numericalStability": "Masked scores set to -inf before the row max; online softmax with fp32 m and l and exp(m_old - m_new) rescale.",
        "tradeOff": "If w is not a multiple of 128, the edge blocks are computed in full and masked, so up to one block per row of work is wasted; for w = 256 that is up to a third of the FLOPs.",
    }
