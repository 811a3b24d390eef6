# Sources: S36 (excerpt / 学习者改写)

def designOutline():
    return {
        "memoryTraffic": "Flash Attention 的本质是 IO-aware：通过分块重排，让 Q/K/V 对 HBM 的读写次数降到 O(1) 量级，中间的 scale、mask、softmax、乘 V 都放在片上寄存器 / Shared Memory 里完成，不显式生成 N×N 的分数矩阵。",
        "tiling": "序列 4096、宽度 512 的情况下，分块大小取 32：每次从 HBM 读 32×512 的 Q 块进 L1/shared memory，外层循环 4096/32 次；K、V 也按 32 行一块流过片上内存。",
        "numericalStability": "每行维护当前最大值 m 和指数和 l（fp32）。新块来了先算 m_new = max(m, 块内最大值)，旧的累加结果和 l 乘上 exp(m - m_new) 再加上新块，最后除以 l。",
        "tradeOff": "L1 Cache 只有 128KB/192KB，块不能太大；head 维度 512 时每块 32 行就已经占 32KB（fp16），K/V 双缓冲后放不下更大的块，只能用小块，tensor core 利用率下降。",
    }
