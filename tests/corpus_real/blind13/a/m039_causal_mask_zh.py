# Sources: S04, S31 (*) (paraphrase / learner rewrite, Chinese)
# 研究生课程期末题:带因果掩码的 FlashAttention。


def designOutline():
    return {
        "memoryTraffic": (
            "QK^T、mask、softmax、PV 融合在一个 kernel 中,N×N 的 S 和 P 从不写入 HBM;"
            "从 HBM 读 Q(一次)和 K、V(每个 Q 块一次),写回 O 和每行的 logsumexp。"
        ),
        "tiling": (
            "Q 按 Br = 128 行分块,每个 thread block 一块并常驻共享内存;内层循环按 Bc = 64 行"
            "读取 K/V。因果情况下,完全位于对角线上方的 K/V 块直接跳过,只有对角线上的块需要逐元素 mask。"
        ),
        "numericalStability": (
            "在线 softmax:每行维护 fp32 的最大值 m 和和 l;新块到来时先令 m_new = max(m, rowmax(S)),"
            "再把累加器和 l 乘以 exp(m - m_new);被完全 mask 的行保持 m = -inf,并特殊处理成输出 0,避免 NaN。"
        ),
        "tradeOff": (
            "因果掩码导致负载不均衡:最后一个 Q 块要遍历全部 K/V 块,第一个只遍历一块,"
            "所以有的 SM 早早空闲;FA2 把工作量大的块先调度来缓解这个尾部效应。"
        ),
    }
