# Sources: S11, S17 (paraphrase / learner rewrite, Traditional Chinese-English code-switch)


def designOutline():
    return {
        "memoryTraffic": "forward 只寫 O 和 L（logsumexp，每個 row 一個 fp32），不存 P；S/P tile 在 SRAM 裡用完就丟，不會寫到 HBM。",
        "tiling": "我的設定：Br = 256、Bc = 128、head_dim = 256，K/V 做 double buffering（2 stages），這樣每個 block 處理的 query 比較多，K/V 重讀次數就少。",
        "numericalStability": "backward 不用再減 max：直接用 forward 存的 L = m + log(l)，P = exp(S − L)。因為 L ≥ rowmax，exp 的參數永遠 ≤ 0，不會 overflow，還順便完成正規化。",
        "tradeOff": "代價：backward 要用 Q、K 和 L 重算 S 和 P，每個 tile 多一次 QKᵀ matmul，換來不用存 N×N 的 P。",
    }
