# Sources: S24 (FA3 section; Chinese original paraphrase)
def designOutline():
    return {
        "memoryTraffic": "FA3 仍然不把 S/P 写回 HBM;K/V 块通过 TMA 异步搬到 shared memory,最后只写回 O 和 LSE。",
        "tiling": "warp specialization:1 个 producer warpgroup 负责 TMA 加载 K/V(2 级 pipeline),2 个 consumer warpgroup 各算 64 行 Q;block 128×128,d = 128(H100)。",
        "numericalStability": "softmax 的 exp 和 GEMM 重叠 (ping-pong);数值上仍是 running max + exp(m_old − m_new) 重缩放,累加器用 fp32。",
        "tradeOff": "FP8 下 WGMMA 要求 V 是 k-major 布局,需要在 kernel 里额外转置 V,占用 producer 的时间。",
    }
