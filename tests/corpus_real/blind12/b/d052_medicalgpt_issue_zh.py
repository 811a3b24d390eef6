# Sources: S61 (paraphrase / learner rewrite, zh)
def designOutline():
    return {
        "memoryTraffic": "开启 flash attention 后计算量减少了，attention 不再是 O(N^2) 的计算，所以训练更快。",
        "tiling": "Q 按 64 行分块，每个 block 处理一个 Q 块；K/V 按 64 行一块流式读入 shared memory。",
        "numericalStability": "online softmax：每行保存最大值和指数和（fp32），遇到更大的最大值时用 exp(m_old - m_new) 修正之前的结果。",
        "tradeOff": "SFT 的序列很短（512）时，S 矩阵本来就小，省下的显存和时间都不明显，所以在 4090 上训练 llama2 看不出变化。",
    }
