# Sources: S38 (excerpt of code comments / 学习者改写)

def designOutline():
    return {
        "memoryTraffic": "一个 block 负责一个 Q 块：Q 从全局内存读一次放进 shared memory，K/V 块依次读进来；分数 S 和 P 只在寄存器里，全局内存只写 O 和每行的 (m, l)。",
        "tiling": "kNThreads = 128（4 个 warp），kBlockM = 64 行 Q，kBlockN = 64 行 K/V，head 维度 64：Q 8KB + K 8KB + V 8KB 共 24KB shared memory；grid = (N/64, batch*heads)。",
        "numericalStability": "OnlineSoftmax 结构体保存 running max m 和 running sum l（float）：m_new = max(m_old, max(S_new))，l_new = exp(m_old - m_new) * l_old + sum(exp(S_new - m_new))，输出同样乘 exp(m_old - m_new)；最后用 safe_divide，l 为 0 时（整行被 mask）输出 0。",
        "tradeOff": "head 维度写死成 64：换成 128 时 Q/K/V 三块变成 48KB，加上双缓冲超过默认 48KB 的动态 shared memory 上限，需要 cudaFuncSetAttribute 申请更多，否则启动失败。",
    }
