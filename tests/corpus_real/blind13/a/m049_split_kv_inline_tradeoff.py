# Sources: S35 (*), S03 (paraphrase / learner rewrite)
# Homework without a separate trade-off entry; the cost is stated inline.


def designOutline():
    return {
        "memoryTraffic": (
            "Decode reads every K/V element of the cache from HBM once; the one-row scores "
            "stay in registers. Each split writes an fp32 partial O and an lse, which the "
            "combine kernel reads."
        ),
        "tiling": (
            "Grid = (batch, heads, num_splits) with num_splits picked so that batch x heads x "
            "num_splits is about the number of SMs (e.g. 12 heads x 9 splits = 108 on A100); "
            "each block walks its chunk in 128-key tiles. The cost is an extra combine kernel "
            "and the fp32 partials going through HBM, which is why for batch 64 the heuristic "
            "picks num_splits = 1."
        ),
        "numericalStability": (
            "Online softmax inside each split (fp32 m and l, rescale by exp(m_old - m_new)); "
            "the combine uses w_i = exp(lse_i - max_j lse_j) so the weights are <= 1."
        ),
    }
