# Sources: S33 (中文笔记 / Chinese notes, author's wording)
def designOutline():
    return {
        "memoryTraffic": "Flash Attention 的本质是 IO-aware：通过分块重排，让 Q/K/V 对 HBM 的读写次数降到 O(1) 量级，中间算子（scale、mask、softmax、与 V 相乘）放在片上寄存器 / Shared Memory 里完成。",
        "tiling": "设置分块大小 32：大循环每次读入 32×512 个数据从 HBM 到 L1 cache（共享内存），总共 4096/32 次；在块内做 Q_block·K_block^T、mask、softmax、dropout，再乘 V_block。",
        "numericalStability": "维护当前最大值 m 和当前分母之和 L：L_new = L_old·e^(m_old − m_new) + L_block·e^(m_block − m_new)，输出也按同样的因子校准，最终与一次性全局 softmax 等价。",
        "tradeOff": "难点在于：softmax 不能对每个块独立求出全局结果，必须在块间维护每行的运行最大值与归一化常数并在线重缩放，所以 kernel 比三个分开的算子复杂得多。",
    }
