# Sources: S14, S04 (paraphrase / learner rewrite)
# 大模型面试八股：FlashAttention（自己整理）


def designOutline():
    return {
        "memoryTraffic": (
            "- 瓶颈在显存带宽不在算力（FLOPs 一样，都是 O(N^2 d)）\n"
            "- 一个 kernel 做完 QK^T → softmax → PV，S/P 只在 SRAM，不落 HBM\n"
            "- HBM 读写：Q、K、V 读，O + logsumexp 写；HBM 访问次数 Θ(N^2 d^2 / M)，标准实现是 Θ(Nd + N^2)"
        ),
        "tiling": (
            "- Q 按 Br 行切块、K/V 按 Bc 行切块，FA2 里 Br=128、Bc=64（d=128）\n"
            "- 外层循环 Q 块 → 每个 thread block 一块，Q 常驻 shared memory\n"
            "- 内层循环 K/V 块，顺序流过"
        ),
        "numericalStability": (
            "- safe softmax 减 max 防溢出\n"
            "- online：维护 m、l（fp32），新块 max 变大就用 exp(m_old - m_new) 缩放旧的 O 和 l\n"
            "- 存 L = m + log l 给反向用"
        ),
        "tradeOff": (
            "- 反向重计算：不存 P，用 L 重新算 S/P，多一次 QK^T（多 FLOPs 换显存）\n"
            "- dQ 用 atomicAdd 累加 → 反向结果每次运行有微小差异（不确定性）"
        ),
    }
