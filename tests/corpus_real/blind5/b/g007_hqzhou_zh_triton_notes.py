# Sources: S07 (paraphrase / learner rewrite, Chinese)


def designOutline():
    return {
        'memoryTraffic': (
            '一个 Triton kernel 完成 QK^T、缩放、softmax、PV:S/P 块只活在寄存器里,不落 HBM。每个程序从 HBM 读一次自己的 Q 块,K/V '
            '每个 Q 块各读一遍,最后写 O 和 M(logsumexp)。'
        ),
        'tiling': (
            'BLOCK_M = 128, BLOCK_N = 64, HEAD_DIM = 64, num_warps = 4, num_stages = 2。grid = '
            '(cdiv(N, BLOCK_M), B*H)。Q 块和 fp32 累加器 acc 常驻,内层 for 循环按 BLOCK_N 步进加载 K、V。'
        ),
        'numericalStability': (
            'm_i 初始化为 -inf,l_i 为 0。每步 m_ij = max(m_i, max(qk, 1)),alpha = exp2(m_i - m_ij),acc = '
            'acc * alpha[:, None] + p @ v,l_i = l_i * alpha + sum(p)。qk 先乘 sm_scale * 1.44269504 '
            '以便用 exp2。'
        ),
        'tradeOff': (
            'HEAD_DIM 增到 128 且 num_stages = 3 时,K/V 的多级缓冲占用的共享内存超过 A100 的上限,Triton 报 out of '
            'resources 编译失败,只能减 stage 或把 BLOCK_N 降到 32。'
        ),
    }
