# Sources: S07, S17 (paraphrase / learner rewrite, Traditional Chinese)


def designOutline():
    return {
        "memoryTraffic": "S = QKᵀ 與 P = softmax(S) 只在暫存器和共享記憶體裡一塊一塊地算完就丟，從不寫回 HBM；HBM 只讀 Q、K、V，只寫 O 和每一列（row）的 logsumexp。",
        "tiling": "每個 thread block 負責 Q 的一個 128 列區塊（head_dim = 128），這塊 Q 和 fp32 的輸出累加器整個迴圈都留在晶片上；內層迴圈每次把 K、V 各 64 列搬進共享記憶體。grid = (N/128, batch × heads)。因果遮罩時，完全在對角線上方的 K/V 區塊直接跳過。",
        "numericalStability": "線上 softmax：每一列維護目前最大值 m 和總和 l（fp32）。遇到新區塊最大值變大，就把舊的累加結果和 l 乘上 exp(m_old − m_new)，再加上新區塊的 exp(S − m_new)·V，最後再除以 l。",
        "tradeOff": "因果遮罩下，靠近序列尾端的 Q 區塊要掃過幾乎全部 K/V，開頭的區塊只要掃一兩塊，所以各個 thread block 的工作量差很多，最後只剩少數 SM 在跑（tail effect），要先排程長的區塊才能緩解。",
    }
