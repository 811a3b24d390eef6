# Sources: S01 (paraphrase / learner rewrite, Chinese)


def designOutline():
    return {
        'memoryTraffic': (
            '把 QK^T、softmax、乘 V 融合成一个 kernel:S 和 P 只在 SRAM/寄存器里存在,算完一个块就丢掉,从来不写回 HBM。HBM 上只读 '
            'Q、K、V,只写 O 和每行一个 logsumexp,所以额外显存是 O(N) 而不是 O(N^2)。'
        ),
        'tiling': (
            '外层循环按 Q 分块,每块 Br=64 行常驻共享内存;内层循环把 K、V 按 Bc=64 行一块一块读进来。d=64 时 fp16 的 Q、K、V 三块一共 '
            '24KB。一个 thread block 负责一个 (Q 块, batch*head)。'
        ),
        'numericalStability': (
            'online softmax:每行维护 m(目前为止的最大值)和 l(指数和),都用 fp32。新块来了先算 m_new = max(m, '
            'rowmax(S_ij)),旧的 l 和 O 都乘 exp(m - m_new) 再加上新块的贡献,最后 O 除以 l。'
        ),
        'tradeOff': '代价:反向传播时 P 没有存,要用 Q、K 和保存的 logsumexp 重新算一遍 S 和 P,每个块多一次 QK^T 矩阵乘,用额外的计算换 O(N) 的显存。',
    }
