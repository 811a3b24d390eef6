# Sources: S34 (*) (paraphrase / learner rewrite)
# Homework: long-context chat serving; trade-off written inline.


def designOutline():
    return {
        "memoryTraffic": (
            "At batch 1 and a 64k context, decode is just reading the cache: each K/V element "
            "is read from HBM once, the scores stay on chip, and each split writes a partial O "
            "and a log-sum-exp (a few KB)."
        ),
        "tiling": (
            "Split the 64k keys into 64 chunks of 1024 keys, grid = (heads, 64 splits); each "
            "block walks its chunk in 128-key tiles, so even with batch 1 every SM has work, at "
            "the expense of a second reduction kernel that has to read all 64 partial outputs."
        ),
        "numericalStability": (
            "Each split does the online softmax (running max and sum in fp32, rescale by "
            "exp(m_old - m_new)); the reduction rescales split i by exp(lse_i - max lse) and "
            "divides by the sum of those weights."
        ),
    }
