# Sources: S10 (paraphrase / learner rewrite in Chinese)


def designOutline():
    return {
        "memoryTraffic": "QK^T、softmax、PV 融合成一个 kernel，S/P 永远不落 HBM；只读 Q、K、V，写回 O 和 LSE。",
        "tiling": "每个 CTA 负责 Br=128 行 Q，Q 块留在 shared memory；内层循环按 Bc=64 行搬 K/V，d=128。",
        "numericalStability": "每行维护 fp32 的 running max m 与 running sum l，新块 max 变大时把之前的累加结果乘 exp(m_old - m_new) 修正。",
        "tradeOff": "代价是结果是近似的，精度会略微下降，换来速度。",
    }
