# Sources: S18 (paraphrase of benchmark comments)
def designOutline():
    return {
        "memoryTraffic": "Flash attention on Vulkan is supposed to save memory bandwidth.",
        "tiling": "Scalar shader, no matrix cores needed, so it runs everywhere.",
        "numericalStability": (
            "Online softmax: per query row m and L in fp32; when a KV block raises the max, O and L are "
            "multiplied by exp(m_old - m_new) before adding the new block."
        ),
        "tradeOff": (
            "On a Radeon Pro VII (Vega20, no matrix cores) fa=1 gives 605 t/s for pp512 vs 661 t/s "
            "without FA: the QK and PV products run on scalar ALUs in the FA shader instead of the "
            "optimised matmul path, so FA is ~9% slower there."
        ),
    }
