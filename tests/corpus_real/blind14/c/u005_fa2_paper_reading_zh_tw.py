# Sources: S31, S02 (paraphrase / learner rewrite)


def design_outline():
    return {
        "memory_traffic": (
            "整個 attention 融合成一個 kernel：S 和 P 只存在 SRAM 與暫存器裡，從來不寫回 HBM。"
            "HBM 只讀 Q、K、V，只寫 O 和每一列的 logsumexp L（fp32），所以讀寫量是 O(Nd) 而不是 O(N²)。"
        ),
        "tiling": (
            "FlashAttention-2 的做法：外層迴圈跑 Q 的區塊（Br = 128 列），每個 thread block 負責一個 Q 區塊，"
            "grid 是 (N/128, batch × heads)，即使 batch 小也能沿序列長度平行。區塊內 4 個 warp 切分 Q 的列，"
            "K/V（Bc = 64 列）由所有 warp 共用，這樣 warp 之間不需要透過共享記憶體交換部分結果。"
        ),
        "numerical_stability": (
            "線上 softmax：每列維護 running max m 與未正規化的 running sum ℓ（fp32）。新區塊進來時 "
            "m_new = max(m, rowmax(S))，舊的累加 O 和 ℓ 乘上 exp(m − m_new) 再加新的貢獻；FA2 把除以 ℓ "
            "留到迴圈結束才做一次，減少非 matmul 的 FLOPs。"
        ),
        "trade_off": (
            "反向傳播不存 P，要用 Q、K 和存下來的 L 逐區塊重算 S 與 P，多了一次 QK^T 的計算量；另外為了"
            "沿序列方向平行，dQ 要跨 thread block 用 atomic add 累加，每次執行的加法順序不同，結果會有"
            "微小差異（非確定性）。"
        ),
    }
