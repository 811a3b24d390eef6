# Sources: S15 (*) (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "fwd(q, k, v, out=None, ...): q is [batch, seqlen_q, num_heads, head_size], k/v are "
            "[batch, seqlen_k, num_heads_k, head_size]. The kernel reads them once per query "
            "block, keeps S/P in registers and writes out plus softmax_lse; the probabilities "
            "are written only when return_softmax=True, for debugging."
        ),
        "tiling": (
            "Br = 128 query rows per thread block, Bc = 64 key rows per inner iteration, "
            "head_size 128: the Q tile lives in shared memory, K/V tiles are double-buffered, "
            "grid = (seqlen_q / 128, batch, num_heads). num_heads_k < num_heads (GQA) maps "
            "several query heads onto one K/V head."
        ),
        "numericalStability": (
            "Scores are multiplied by softmax_scale, optionally soft-capped with tanh, then the "
            "online softmax keeps an fp32 row max and row sum and rescales O by exp(m_old - m_new)."
        ),
        "tradeOff": "Trade-off: features like alibi, softcap and dropout cost some speed.",
    }
