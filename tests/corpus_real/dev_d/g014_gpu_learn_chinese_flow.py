# Sources: S18 (excerpt)
def designOutline():
    return {
        "memoryTraffic": "Q、K、V 在 HBM 中；每个 program 把一块 Q 读进 SRAM，K/V 一块一块地读，S 和 P 只在片上计算，不写回 HBM，最后只写 O。",
        "tiling": "用 pycuda 查询每个 block 可用的最大 Shared Memory，再结合 d_model 和精度算出 Br 和 Bc（论文里 Bc = ceil(M/4d)，Br = min(Bc, d)）；外循环遍历 Q 块，内循环遍历 KV 块，按序列维度并行，每个 program 负责 FlashAttention-2 算法第 4~15 行。",
        "numericalStability": "在线 softmax 对应 FA2 算法第 9~10 行：维护每行的 m 和 l，新块来了以后 m_new = max(m, rowmax(S))，旧的 O 和 l 乘以 exp(m - m_new)，最后再除以 l。",
        "tradeOff": "外循环放 Q 可以减少 warp 之间的通信，但是 d_model 变大时 Br、Bc 会被 Shared Memory 限得很小，块小了每个 KV 块的 Q 复用变少，性能下降。",
    }
