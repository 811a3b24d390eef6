# Sources: S13, S01 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "All of QK^T, softmax and PV run in one kernel; S and P stay in SRAM tiles and are never written to "
            "HBM. HBM traffic is Q, K, V read, O written."
        ),
        "tiling": (
            "Each thread block keeps a 128-row Q tile in shared memory and loops over 64-row K/V tiles; "
            "grid = (N/128, batch*heads)."
        ),
        "numericalStability": (
            "We subtract the running max before the exp to avoid overflow in fp16, and rescale the accumulator and "
            "sum by exp(m_old - m_new) when the max changes; statistics in fp32."
        ),
        "notes": "Max subtraction avoids overflow; fp32 accumulation avoids precision problems.",
    }
