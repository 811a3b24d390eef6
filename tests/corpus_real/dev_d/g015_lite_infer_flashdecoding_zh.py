# Sources: S19 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "decoding 阶段 Q 只有一行: stage1 每个 program 处理一个 BLOCK_SEQ=128 的分段, 把 Mid_O [B, H, S/128, Hd] 和 Mid_O_LogExpSum 写回显存; stage2 再读回来合并. 注意力分数本身不写回.",
        "tiling": "grid(B, H, S // partition_size); BLOCK_SEQ = 128 (默认), BLOCK_N 在 [32, 64, 128] 里 autotune, num_warps in [4, 8, 16], num_stages in [2, 3, 4, 6]; Hopper 上 BLOCK_N<128 且 8 warps 的配置被过滤掉.",
        "numericalStability": "每个分段存 log-sum-exp; 合并时 O = sum_i exp(lse_i - lse_max) * Mid_O_i / sum_i exp(lse_i - lse_max), 先减最大的 lse 防止溢出.",
        "tradeOff": "autotune 的 key 是 B_Seqlen, 每遇到新的序列长度都要重新跑一遍所有配置 (3x3x4 = 36 种), 第一次调用很慢.",
    }
