# Sources: S13 (paraphrase / learner rewrite, forum thread)


def designOutline():
    return {
        "memoryTraffic": "Uses kernel fusion, like FlashAttention, to avoid the memory bottleneck.",
        "tiling": (
            "Q block size is kept at 64 rows minimum (128 on Hopper) so that as many queries as "
            "possible share every K/V block loaded into shared memory; the K block can be smaller, 16 "
            "or 32, because it only sets the sparsity granularity. One CTA per (Q block, head)."
        ),
        "numericalStability": (
            "Skipped K blocks just don't contribute; for the kept blocks, the online softmax keeps row "
            "max and row sum in fp32 and rescales the accumulator by exp(m_old - m_new) whenever a "
            "later block has a larger score."
        ),
        "tradeOff": (
            "Going to a 16-row Q block to match the ASR model's sparsity would make every K/V tile be "
            "reloaded 4x as often from HBM (each load is shared by only 16 queries), so the kernel "
            "becomes memory-bound and loses the speedup."
        ),
    }
