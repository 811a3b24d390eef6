# Sources: S34 (code-snippet paraphrase, Chinese comments)
def designOutline():
    return {
        "memoryTraffic": "标准做法: S_mat = Q@K.T 写到显存, 求 row_max 再读一次, exp 再读一次。flash 版: acc_s 只在片上 [block_M, block_N], 不写回 global memory; 最后只写 acc_o / logsum 得到的 O。",
        "tiling": "acc_s: [block_M, block_N] = [128, 64]; acc_o: [block_M, dim] 在寄存器里; for i in range(loop_range): K[i]、V[i] 一块一块 copy 到 shared memory, Q 块整个循环都不动。",
        "numericalStability": "scores_max_prev = scores_max; scores_max = max(acc_s, dim=1); scores_scale = exp(scores_max_prev - scores_max); acc_o *= scores_scale; logsum = logsum * scores_scale + sum(exp(acc_s - scores_max))",
        "tradeOff": "dim = 256 时 acc_o [128, 256] fp32 要 128KB 寄存器, 会 spill, 只能把 block_M 降到 64。",
    }
