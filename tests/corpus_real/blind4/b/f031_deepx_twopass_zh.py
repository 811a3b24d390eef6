# Sources: S31 (excerpt + paraphrase, Chinese original design note)
def designOutline():
    return {
        "memoryTraffic": "matmul 和 scale 的分块运算照常;对每个键块只存储归一化分数(分数 − 局部最大值)以及 m_t、Z_t,释放原始分数内存,等全局统计量出来后再读回这些分数,内存依赖从 O(n²) 降为 O(nb)。",
        "tiling": "query 块 b = 64 行,键块也是 64 行,逐块计算局部分数。",
        "numericalStability": "局部最大值不能直接用:必须先归约所有块的 m_t 得到全局最大值 m_i,用 exp(a+b)=exp(a)exp(b) 把各块 Z_t 换到 m_i 基准,再对每个块计算 exp(分数 − m_i)/Z_i,所以要两遍。",
        "tradeOff": "要保存每一块的归一化分数,序列长、块数多的时候共享内存放不下,只能退回显存。",
    }
