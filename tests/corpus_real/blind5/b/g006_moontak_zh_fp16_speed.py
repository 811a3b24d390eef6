# Sources: S06 (paraphrase / learner rewrite, Chinese)


def designOutline():
    return {
        'memoryTraffic': (
            '标准注意力把 N×N 的注意力矩阵写到 HBM 再读回来;FlashAttention 不把这个矩阵写回 HBM,只从 HBM 读 Q、K、V、写 O,显存从 '
            'O(N^2) 降到 O(N)。'
        ),
        'tiling': '利用分块计算(Tiling),充分利用高速 SRAM。',
        'numericalStability': '精度保持:不需要近似。速度主要来自融合内核 + Tensor Core 半精度(FP16/BF16)计算,所以比 fp32 的标准注意力快很多。',
        'tradeOff': '重计算(Recomputation):反向时因为没有保存注意力矩阵,要重新计算 S,增加了计算量,但省了显存。',
    }
