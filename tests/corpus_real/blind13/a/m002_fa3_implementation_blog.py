# Sources: S02 (paraphrase / learner rewrite)
# Take-home essay, ML systems course, week on Hopper kernels.


def designOutline():
    return {
        "memoryTraffic": (
            "FlashAttention-3 leans heavily on the TMA so the data movement happens in the "
            "background. Instead of the cores sitting idle waiting for data, the accelerator "
            "does the heavy lifting, which keeps the compute saturated and masks the latency "
            "that usually kills performance in big transformers."
        ),
        "tiling": (
            "Q tile of 128 rows stays in shared memory for the whole CTA, K/V tiles of 128 rows "
            "(d = 128) are double-buffered by a producer warp with TMA while two consumer "
            "warpgroups do the matmuls."
        ),
        "numericalStability": (
            "Running row max and running sum kept in fp32; when a new K tile raises the max, "
            "the partial output and the sum are multiplied by exp(m_old - m_new) before the new "
            "tile's contribution is added."
        ),
        "tradeOff": (
            "Getting it tuned is hard and there are bottlenecks everywhere, so the real-world "
            "gains depend a lot on your setup."
        ),
    }
