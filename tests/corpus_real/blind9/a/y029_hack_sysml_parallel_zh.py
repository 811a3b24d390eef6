# Sources: S14, B2 (paraphrase / learner rewrite, Chinese)
def designOutline():
    return {
        "memoryTraffic": "S、P 这两个 N×N 矩阵完全不落 HBM：QKᵀ、softmax、PV 在一个 kernel 里按块完成；"
                         "HBM 上只有 Q/K/V 的读和 O、logsumexp 的写。",
        "tiling": "FA2 的划分：每个 thread block 处理一个 Br = 128 行的 Q 块（grid = N/128 × B × H），"
                  "4 个 warp 按行切分 Q 块，K/V 块（Bc = 64）在 shared memory 里被所有 warp 共享，"
                  "这样 warp 之间不用交换中间结果。d = 128 时 Q 32KB、K/V 32KB。",
        "numericalStability": "每个 warp 维护自己那几行的 m、l（fp32）；新 K 块来了先更新 m，"
                              "用 exp(m_old − m_new) 缩放未归一化的 O 和 l，最后统一除以 l。",
        "tradeOff": "Br = 128 且 d = 128 时每个线程要在寄存器里放很大的 fp32 O 累加器，寄存器压力大，"
                    "再加大 Bc 编译器就会 spill，occupancy 下降。",
    }
