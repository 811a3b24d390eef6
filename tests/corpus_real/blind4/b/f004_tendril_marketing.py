# Sources: S04 (excerpt + learner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "FlashAttention rewrote the attention computation around the GPU memory hierarchy: memory layout "
            "beat math. It is hardware-aware engineering instead of algorithmic novelty, so data movement is minimized."
        ),
        "tiling": (
            "Each thread block takes 128 query rows and loops over the keys in 64-row K/V tiles loaded into "
            "shared memory; the Q tile stays put for the whole loop."
        ),
        "numericalStability": (
            "Softmax is updated online: keep the row max and the row sum in fp32 and rescale the previous output "
            "by exp(max_old - max_new) every time a tile raises the max."
        ),
        "tradeOff": (
            "Like every optimization there are trade-offs, and understanding them helps you debug throughput "
            "surprises on the same GPU."
        ),
    }
