# Sources: S38 (paraphrase / learner rewrite, Chinese)


def designOutline():
    return {
        "memoryTraffic": "FlashAttention 把 QK^T、softmax 和乘 V 融合到一个 kernel：中间的 S/P 只在 SRAM "
                         "里，不写回 HBM。varlen_padded_input 打开时输入输出仍是 padded 布局，但根据 "
                         "cu_seq_len 跳过 padding 部分的读写。",
        "tiling": "q/k/v/o 的 batch/row/head stride 作为参数传入；每个线程块处理一个序列的 128 行 Q，"
                  "K/V 以 64 行为一块循环读入共享内存，head_dim = 128；grid 按 (Q 块, batch, head) 划分。",
        "numericalStability": "每行维护 fp32 的 row max 和 row sum，新块 max 变大时把旧的累加值乘以 "
                              "exp(旧max − 新max) 再累加，结束后除以 row sum。",
        "tradeOff": "如果不用 varlen，batch 里短的序列要 pad 到最长的长度，padding 的 token 也会照样做 "
                    "QK^T 和 PV：比如 batch 里长度 512 和 4096 混在一起，短序列那一行有 7/8 的计算是浪费的。"
                    "varlen 的代价是要额外传 cu_seqlens，并且 stride 不连续时 kernel 更复杂。",
    }
