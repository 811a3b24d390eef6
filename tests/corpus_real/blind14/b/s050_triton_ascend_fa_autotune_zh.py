# Sources: S53 (Chinese, practitioner rewrite)
BQ, BK, D = 128, 64, 128


def designOutline():
    return {
        "memoryTraffic": (
            "前向只从 GM 读 Q、K、V 块，QK^T 分数块和 softmax 结果只留在 UB（片上缓冲）里，不写回 GM；"
            "最后写 out 和每行的 l（logsumexp）。"
        ),
        "tiling": (
            f"选定配置 BQ = {BQ}、BK = {BK}、D = {D}，num_warps = 8：pid_tq 负责一个 {BQ} 行的 Q 块，"
            f"常驻片上，循环按 {BK} 行加载 K/V 块；因果时超过对角线的 K 块直接跳过。"
        ),
        "numericalStability": (
            "每行维护 m_i 和 l_i（fp32），新块 m_new = max(m_i, rowmax(qk))，旧的 acc 和 l_i 乘 "
            "exp(m_i − m_new) 再累加；最后 acc / l_i，存 m_i + log(l_i)。"
        ),
        "tradeOff": (
            "autotune 的 key 是 ['n', 'D']，每遇到新的序列长度就要把 7 个配置重新编译、跑一遍，在昇腾"
            "上编译很慢，首次调用延迟很大；开箱配置在 NPU 上性能很差，需要按芯片重新调。"
        ),
    }
