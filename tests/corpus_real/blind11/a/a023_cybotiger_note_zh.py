# Sources: S21 (already-used source; learner rewrite in Chinese)


def designOutline():
    return {
        "memoryTraffic": (
            "S = Q @ K.T 和 P = softmax(S) 不实体化存到 HBM；HBM 访问从 O(N^2 + Nd) 降到 O(N^2 d^2 M^-1)，"
            "M 为 SRAM 大小。"
        ),
        "tiling": (
            "Br = Bc = 64, d = 128，每个 CTA 一个 Q 块，4 个 warp，K/V 块在共享内存里双缓冲 (2 stages)。"
        ),
        "numericalStability": "online softmax，见 FA2。",
        "tradeOff": (
            "FA2 inner loop 里不再每步除以 l，最后才除，少了非 matmul FLOPs；代价是 acc 要一直以 fp32 放在"
            "寄存器里，d = 256 时寄存器不够，会 spill。"
        ),
    }
