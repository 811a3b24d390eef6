# Sources: S26 (paraphrase / learner rewrite), S02
# trying to pick my own block sizes for a 4090 (my homework kernel)


def designOutline():
    return {
        "memoryTraffic": (
            "Q, K, V are read from HBM, O and logsumexp written; the 256 x 256 S tile is kept in registers and "
            "never stored, P is not materialized in HBM either."
        ),
        "tiling": (
            "To maximize reuse I chose BLOCK_M = 256, BLOCK_N = 256, head dim d = 128, with 3 pipeline stages "
            "for K/V so loads overlap compute; one CTA per 256-query block."
        ),
        "numericalStability": (
            "online softmax with row max m and sum l in fp32; rescale acc and l by exp(m_old - m_new) for each "
            "K/V block; divide by l at the end."
        ),
        "tradeOff": (
            "Big tiles mean fewer CTAs: at seqlen 1024 there are only 4 query blocks per head, so with few heads "
            "the 128 SMs of the 4090 are not all busy."
        ),
    }
