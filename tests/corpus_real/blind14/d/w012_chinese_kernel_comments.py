# Sources: S22 (paraphrase of kernel comments, Chinese), S02* (paraphrase)
def designOutline():
    return {
        "memoryTraffic": "// 融合 kernel：QK^T、mask、softmax、PV 全在片上完成，S 和 P 不写回 global memory (HBM)。\n"
                         "// 只从 HBM 读 Q、K、V，最后写 O 和每行一个 fp32 的 LSE（get_lse_tile 写到 softmax_lse_ptr）。",
        "tiling": "// 每个 thread block 负责 kBlockM = 128 行 Q，grid = (seqlen_q / 128, batch, heads)。\n"
                  "// Q 常驻 shared memory，K/V 以 kBlockN = 64 行为一块在内循环里流式加载，双缓冲。\n"
                  "// 4 个 warp 按行切分 Q，warp 之间不用交换中间结果。",
        "numericalStability": "// 在线 softmax：每行维护 row_max 和 row_sum（fp32）。\n"
                              "// 新块来时 row_max 变大，就把 acc_o 和 row_sum 乘以 exp2((max_old - max_new) * scale_log2) 再累加。\n"
                              "// 整行都被 mask 时 max = -inf，用 0 代替，避免 (-inf) - (-inf) = NaN。",
        "tradeOff": "// 代价：head_dim = 256 时 Q/K/V 块放不下 shared memory，只能把 kBlockN 减到 32，"
                    "每个块的 MMA 太小，tensor core 利用率下降。",
    }
