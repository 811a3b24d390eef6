# Sources: S31 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "The main bottleneck is I/O, not the tensor ops, so FlashAttention reduces the reading "
            "and writing of data to and from memory, which is where the speedup comes from."
        ),
        "tiling": (
            "Q blocks of 128 rows stay in SRAM for the kernel's lifetime; K and V are loaded in "
            "blocks of 64 rows per inner iteration, and the block mask lets whole 128 x 64 blocks "
            "be skipped."
        ),
        "numericalStability": (
            "Keep per-row running max and running sum; rescale the partial output by "
            "exp(old_max - new_max) each time a new K/V block raises the max."
        ),
        "tradeOff": (
            "Compile time: every new score_mod/mask_mod combination triggers torch.compile to "
            "generate and autotune a fresh Triton kernel, which can take tens of seconds on the "
            "first call."
        ),
    }
