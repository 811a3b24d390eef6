# Sources: S04, S21 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "S and P stay on chip; HBM reads Q once and K/V once per Q block, writes O and lse once: O(N d) writes, no N x N.",
        "tiling": "Br = 128, Bc = 64, d = 128. Causal: for Q block i only K/V blocks j <= i are loaded; blocks fully above the diagonal are skipped and only the diagonal block applies the element mask.",
        "numericalStability": "exp2 trick (scale * log2 e folded in), fp32 m and l, acc rescaled by exp2(m_old - m_new); diagonal-block masked entries set to -inf before the max, and every row has at least its own key so m is finite.",
        "tradeOff": "Skipping causal blocks really does save about half the FLOPs, but the Q blocks at the end of the sequence have i+1 K/V blocks and the first ones have 1, so with a (N/128)-long grid the last CTAs run much longer than the first: tail effect unless the long blocks are scheduled first.",
    }
