# Sources: S12 (paraphrase / learner rewrite), S11 (paraphrase)
def designOutline():
    return {
        "memoryTraffic": "作业设计：一个 kernel 完成 QK^T、softmax、PV。S、P 只在 shared memory/寄存器中以 Br×Bc 的块存在，"
                         "不写回全局内存；全局内存只读 Q、K、V，只写 O 和每行的 l、m。",
        "tiling": "用 pycuda 查询每个 block 可用的最大 shared memory M = 49152 B（V100 默认），按论文 Bc = ⌈M/(4d)⌉、"
                  "Br = min(Bc, d)：d = 64、fp32 时 Bc = 48、Br = 48。每个 program 处理一个 Q 块（外循环 Q，内循环 KV，减少 warp 间通信），"
                  "grid = (⌈N/48⌉, batch×heads)。",
        "numericalStability": "在线 softmax 对应 FA2 算法第 9~10 行：m_new = max(m, rowmax(S))，P = exp(S − m_new)，"
                              "l = e^{m−m_new}·l + rowsum(P)，O = e^{m−m_new}·O + P·V；循环结束后 O / l，全程 fp32。",
        "tradeOff": "Br、Bc 被 48KB 的 shared memory 限制得很小（48 行），K/V 要被每个 Q 块重复读 ⌈N/48⌉ 次，"
                    "而且 48 不是 16 的倍数，用不上 tensor core 的整块 MMA。",
    }
