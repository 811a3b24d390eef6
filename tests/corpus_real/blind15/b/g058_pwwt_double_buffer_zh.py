# Sources: S21 (paraphrase / learner rewrite, Chinese)
def designOutline():
    return {
        "memoryTraffic": (
            "切成小块在片上边搬边算:Q 块从 GM 搬进 L1 只搬一次,K/V 块依次搬入,S = QK^T 和 P 只存在于 "
            "L0C/UB,算完乘 V 就丢掉,不写回 GM;GM 上只写回 O 和每行的 lse(FP32)。"
        ),
        "tiling": (
            "Q 块 64 x 128(head_dim = 128),K/V 块 128 x 128,双缓冲(ping-pong 两份 buffer),"
            "约 16KB + 2 x 64KB = 144KB,放得进 A2 的 192KB UB;每个 AI Core 负责若干 (batch, head, Q 块),"
            "外循环 Q 块,内循环 K/V 块。"
        ),
        "numericalStability": (
            "Online Softmax:UB 里每行存 m、l(FP32),m_new = max(m, rowmax(S_j)),"
            "O 和 l 先乘 exp(m - m_new) 再加上 exp(S_j - m_new) 的贡献;最后 O / l,lse = m + log(l)。"
        ),
        "tradeOff": (
            "双缓冲把 UB 占用翻倍,head_dim 增大到 256 时 K/V 块就只能切成 64 行,"
            "同样的序列要多一倍的搬运次数和同步。"
        ),
    }
