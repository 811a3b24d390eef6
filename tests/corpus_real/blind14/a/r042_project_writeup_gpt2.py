# Sources: S06 (paraphrase / learner rewrite, course project write-up)


def designOutline():
    return {
        "memoryTraffic": (
            "Project write-up: we replaced attention_forward (3 kernels + permutes) with one fused "
            "kernel. Traffic: Q, K, V read, O and one fp32 LSE per row written; the T x T preatt and "
            "att tensors are gone from global memory entirely."
        ),
        "tiling": (
            "Tiles: Br = 64 queries per block, Bc = 64 keys per iteration, d = 64, fp16 in, fp32 "
            "accumulate; the Q + K + V tiles are 24 KB of smem. Causal: the K loop stops at the query "
            "block's diagonal."
        ),
        "numericalStability": (
            "Online softmax in fp32 with running m and l; masked (future) positions set to -inf before "
            "the row max; acc and l rescaled by expf(m_old - m_new); LSE stored for the backward."
        ),
        "tradeOff": (
            "For T = 1024 the end-to-end step only improved 2% because attention is a small share of "
            "GPT-2 small's time at that length; the backward is also slower for now, since we "
            "recompute P blockwise from the LSE."
        ),
    }
