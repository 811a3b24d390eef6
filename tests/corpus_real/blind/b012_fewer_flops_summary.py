# Sources: S34 (forgecascade capsule on FlashAttention), S35 (zachmanson notes), S01
# Learner rewrite; common blog phrasing.

def designOutline():
    return {
        "memoryTraffic": (
            "Flash Attention tiles the QKV matrices into SRAM-sized blocks, computes attention block-by-block "
            "without ever materializing the full attention matrix. Its 2-4x speedup comes from doing fewer "
            "FLOPs: because of the tiling the compute becomes linear instead of quadratic."
        ),
        "tiling": (
            "Tile Q into blocks of Br = 64 rows and K, V into blocks of Bc = 64 rows; a thread block loads "
            "its Q block to SRAM once and streams all K/V blocks through SRAM."
        ),
        "numericalStability": (
            "Online softmax normalization: keep the row max m and denominator l; each new block updates "
            "m_new = max(m, rowmax(S_ij)) and rescales l and the partial output by exp(m - m_new)."
        ),
        "tradeOff": (
            "Backward does not store P; it rebuilds S and P from Q, K and the saved statistics, which adds "
            "extra matmuls in exchange for O(N) memory."
        ),
    }
