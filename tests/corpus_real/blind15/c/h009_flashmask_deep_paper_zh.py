# Sources: S08 (paraphrase / learner rewrite, Chinese)


def designOutline():
    return {
        "memoryTraffic": "和 FlashAttention 一样，S 和 P 只在片上 SRAM 里按块计算，不写回 HBM；掩码也不再存成 N×N 的稠密矩阵，而是每一列只存起止行号（列式稀疏表示），HBM 上的掩码从 O(N²) 变成 O(N)。",
        "tiling": "Q 分成 Br = 128 行的块，K/V 分成 Bc = 128 行的块；kernel 先用每个 K/V 块的掩码区间上下界判断：整块都被遮住的就直接跳过，不加载 K/V 也不做矩阵乘；部分遮住的才逐元素加 -inf；完全不遮的块不做 mask 运算。",
        "numericalStability": "在线 softmax：每行维护 running max m 和 sum l（fp32），新块的最大值更大时把旧的累加结果乘 exp(m_old - m_new)。整行都被遮住的行 m 一直是 -inf，要特别判断、输出 0，避免 exp(-inf + inf) 得到 NaN。",
        "tradeOff": "代价：每个 K/V 块在循环里都要多做一次区间比较来判断跳不跳过；遇到很碎的掩码（每块都只遮一部分）时几乎跳不掉任何块，还要额外逐元素加 mask，这时比普通 causal 的 FlashAttention 还慢。",
    }
