# Sources: S09, S10 (paraphrase / learner rewrite, Chinese)


def designOutline():
    return {
        "memoryTraffic": "flash attention 省显存是因为它不把 N×N 的 attention 矩阵存到显存（HBM）里，只存输出。",
        "tiling": "把矩阵切成小块，放进 SRAM 里算。",
        "numericalStability": "使用 online softmax，保证数值稳定。",
        "tradeOff": "我在 4090 上做 SFT（序列长度 512）开了之后几乎没变化：序列短的时候 N×N 矩阵本来就不大，attention 在整个模型里占的时间很少，瓶颈在 MLP 和 kernel launch，所以 flash attention 省下的 HBM 读写几乎体现不出来。",
    }
