# Sources: S06, S19 (paraphrase / learner rewrite, Chinese)


def designOutline():
    return {
        "memoryTraffic": "FA3 和前两代一样：Q/K/V 分块放进 SRAM，S 和 P 不写回 HBM，HBM 只写 O 和每行的 LSE。",
        "tiling": "Hopper 上用 warp 专用化：1 个 producer warpgroup 只负责用 TMA 把 K/V 块异步搬进 shared memory，2 个 consumer warpgroup 用 WGMMA 算 QK^T 和 PV；K/V 用 2 级 smem 流水线（双缓冲），Q 块 128 行常驻。",
        "numericalStability": "FA3 用 FP8 把算力翻倍，代价是精度有损失，所以 FA3 的结果是近似的，不再和标准 attention 完全一样，需要 block quantization 来减少误差。",
        "tradeOff": "代价是只能在 Hopper（H100/H800）上跑，因为它依赖 TMA 和异步 WGMMA 指令，A100 上没有这些指令，只能回退到 FA2。",
    }
