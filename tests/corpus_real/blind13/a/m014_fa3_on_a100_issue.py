# Sources: S16 (paraphrase / learner rewrite)
# Forum-style answer that a student pasted into the assignment.


def designOutline():
    return {
        "memoryTraffic": (
            "FA3 uses the TMA to write each S tile to HBM asynchronously and read it back in "
            "the next pipeline stage, so the traffic overlaps with the tensor-core work instead "
            "of stalling it."
        ),
        "tiling": (
            "Q tile of 128 rows per CTA, K/V tiles of 128 rows at d = 128, 2 stages in shared "
            "memory; one producer warp for TMA, two consumer warpgroups for wgmma."
        ),
        "numericalStability": (
            "Row max and row sum in fp32; each new tile rescales the old accumulator by "
            "exp(m_old - m_new); lse stored at the end for backward."
        ),
        "tradeOff": (
            "The Hopper kernels need TMA descriptors and wgmma, which A100 (sm80) does not "
            "have: built for sm80 it fails with 'FlashAttention only supports Hopper GPUs', so "
            "on A100 you are back on the FA2 code path."
        ),
    }
