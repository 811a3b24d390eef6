# Sources: S22 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "S and P never go to HBM; the forward writes O and a per-row row-sum statistic that the backward reuses instead of P.",
        "tiling": "BLOCK_M = 128, BLOCK_N = 128, head_dim = 128, one CTA per (q tile, head), K/V in 2 stages of shared memory.",
        "numericalStability": "No running max needed: after the 1/sqrt(d) scale the scores are small, so a fixed gauge (exp of the raw score) can't overflow in fp32 and we skip the max entirely.",
        "tradeOff": "A fixed-gauge row sum in bf16 does not have enough precision for the softmax statistics the backward reuses, so the fast path is restricted to fp16 and bf16 falls back to the regular kernel.",
    }
