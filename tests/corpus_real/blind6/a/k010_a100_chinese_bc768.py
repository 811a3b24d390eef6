# Sources: S10 (excerpt, Chinese; learner's own block-size arithmetic)
def designOutline():
    return {
        "memoryTraffic": "标准 attention 要把 S 和 P 写回 HBM 再读出来；flash attention 把 QK^T、softmax、PV 融合在一个 kernel 里，S/P 只在 shared memory 里，不写回 HBM。",
        "tiling": "以 GPT2 为例 N = 1024, d = 64，数据用 fp32。A100 的 Shared Memory 大小为 192KB = 196608 B，分块大小：Bc = M/4/64 = 768，Br = min(768, 64) = 64，Tr = 1024/64 = 16，Tc = 1024/768 = 2。",
        "numericalStability": "每行维护 m 和 l，新块来的时候用 exp(m_old - m_new) 修正之前的 l 和 O。",
        "tradeOff": "缺点：反向传播需要重新计算 S 和 P，因为前向没有保存，计算量变多。",
    }
