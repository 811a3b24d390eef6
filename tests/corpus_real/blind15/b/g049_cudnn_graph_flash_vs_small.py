# Sources: S06 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "Flash fused attention pattern: BMM1, scale, causal mask, softmax, dropout and BMM2 "
            "run in one engine; the b x h x s_q x s_kv matrix is never written to device memory. "
            "In training the forward writes O and the fp32 softmax stats (b, h, s_q, 1)."
        ),
        "tiling": (
            "Query tile of 64 rows per CTA (d = 64), K/V tiles of 128 rows walked in the inner "
            "loop with 2-stage cp.async prefetch; grid over (s_q / 64, h, b)."
        ),
        "numericalStability": (
            "Online softmax with running max and sum per row in fp32, rescaling the partial O "
            "by exp(m_old - m_new); the backward rebuilds P as exp(S - stats) from the stored stats."
        ),
        "tradeOff": (
            "The older non-flash Mha-fprop fusion is limited to s <= 512 because it keeps a whole "
            "row of S for the softmax on chip; the flash pattern removes that limit at the cost "
            "of recomputing S in the backward."
        ),
    }
