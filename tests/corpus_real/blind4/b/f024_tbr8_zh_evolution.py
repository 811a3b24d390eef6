# Sources: S24 (paraphrase, Chinese original)
def designOutline():
    return {
        "memoryTraffic": "FlashAttention 通过减少显存读写让速度飞起来:S 和 P 不写回 HBM,只从 HBM 读 Q、K、V,写回 O 和 logsumexp。",
        "tiling": "v2 把外循环改成 Q 块(Br=128),内循环遍历 K/V 块(Bc=64);每个 Q 块一个 thread block,在序列维度上也并行,提高 SM 占用率。",
        "numericalStability": "v2 不在每一块都除以 l,只对累加器按 exp(m_old − m_new) 缩放,最后统一除以 l,减少非矩阵乘法的 FLOPs。",
        "tradeOff": "代价是精度:分块计算是近似的,结果和标准 attention 有微小误差。",
    }
