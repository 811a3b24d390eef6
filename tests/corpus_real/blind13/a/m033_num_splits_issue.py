# Sources: S35 (*) (paraphrase / learner rewrite)
# Q&A answer reused for the decode part of the homework.


def designOutline():
    return {
        "memoryTraffic": (
            "In decode, Q is one row per head, so the traffic is the cache: each K/V element "
            "crosses HBM once; the score row is only ever in registers."
        ),
        "tiling": (
            "For decode the whole K and V of the sequence (4096 tokens x d = 128) fit in shared "
            "memory, so each thread block loads all of K/V once at the start and then computes "
            "the full softmax row on chip; one block per (batch, head)."
        ),
        "numericalStability": (
            "Row max subtracted before exp, running sum in fp32, partial outputs rescaled by "
            "exp(m_old - m_new) across key blocks; across splits, combine with the stored lse."
        ),
        "tradeOff": (
            "With batch = 1 and 12 heads there are only 12 blocks for 108 SMs on an A100; "
            "that's why num_splits = 9 is used, giving 108 pieces of work - but the split "
            "outputs then need an extra reduction pass."
        ),
    }
