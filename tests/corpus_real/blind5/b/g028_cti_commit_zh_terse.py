# Sources: S28 (excerpt of commit message + paraphrase, Chinese)


def designOutline():
    return {
        'memoryTraffic': '单 kernel,消除逐块调用和 mask 构造开销。',
        'tiling': '每个 program 处理(用户段内的一个 query 块, head),只遍历段内 <= 该块的 key 块(因果,块对角),段外和对角线以上的块直接跳过。',
        'numericalStability': '在线 softmax,fp16 读写、fp32 累加;遇到更大的行最大值时把累加器乘 exp(m_old - m_new)。',
        'tradeOff': '数学等价但不是逐位一致:累加顺序和 chunked 版本不同,fp16 输出和原实现有 1e-3 量级差异,对比测试要放宽容差。',
    }
