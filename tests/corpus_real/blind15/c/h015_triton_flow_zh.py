# Sources: S14, S18 (paraphrase / learner rewrite, Chinese)


def designOutline():
    return {
        "memoryTraffic": "Q、K、V 放在 HBM，每个 program 把 Q 块和 K/V 块读进 SRAM，S 块只在 SRAM 里，不写回；最后只把 O 写回 HBM。",
        "tiling": "用 pycuda 查到 A100 每个 block 可用的 shared memory M = 192 KB = 196608 B，按论文公式分块：Bc = ceil(M / (4d)) = 768，Br = min(Bc, d) = 64（d = 64，精度 float32）。每个 program 处理一个 Q 块（序列维度并行），外循环遍历 Q、内循环遍历 K/V。",
        "numericalStability": "在线 softmax 对应 FA2 算法第 9~10 行：m_new = max(m_old, rowmax(S))，P = exp(S - m_new)，l_new = exp(m_old - m_new)·l_old + rowsum(P)，O = diag(exp(m_old - m_new))·O + P·V，循环结束后再除以 l。",
        "tradeOff": "代价：实验环境 CUDA < 12.0 装不了 flash-attn 包，只能用 triton 写；而且 Bc、Br 是按这张卡的 shared memory 算死的，换一张 shared memory 不同的卡就要重新算、重新调。",
    }
