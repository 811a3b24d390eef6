# Sources: S11 (already-used source; learner rewrite in Chinese)


def designOutline():
    return {
        "memoryTraffic": (
            "标准实现是三个kernel，S和P都要写回HBM再读回来；我的设计把QK^T、softmax、PV融合成一个kernel，"
            "S/P只在SRAM和寄存器里，HBM只读Q/K/V，写O和每行的logsumexp。"
        ),
        "tiling": (
            "Q按Br=64行分块，每个thread block负责一个Q块（grid = N/64 × B×H）；K/V按Bc=64行在内层循环里"
            "流式读入共享内存。d=128、fp16时 Q 16KB + K 16KB + V 16KB，约48KB。"
        ),
        "numericalStability": (
            "online softmax：每行维护m和l（fp32）。新块来了 m_new = max(m, rowmax(S_blk))，旧的acc和l先乘"
            "exp(m - m_new)，再加上exp(S_blk - m_new)@V_blk。"
        ),
        "tradeOff": (
            "head_dim=256时64行的Q/K/V块放不下共享内存，只能把Br降到32，每个K/V块被重读的次数翻倍，"
            "tensor core利用率也下降。"
        ),
    }
