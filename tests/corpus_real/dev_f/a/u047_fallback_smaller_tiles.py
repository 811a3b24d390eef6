# Sources: S08, S13 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "S/P are consumed inside SRAM and never stored; HBM only sees Q, K, V reads and the O write."
        ),
        "tiling": (
            "64-row Q tile per thread block in shared memory, 64-row K/V tiles streamed, 4 warps, grid over "
            "(N/64, batch*heads)."
        ),
        "numericalStability": (
            "Running max/sum per row in fp32 with rescale by exp(m_old - m_new) on every new tile."
        ),
        "tradeOff": (
            "Sometimes the kernel falls back to smaller tiles, and it may not work well on all GPUs."
        ),
    }
