# Sources: S05 (paraphrase / learner rewrite)

def designOutline():
    return {
        "memoryTraffic": "fmha_v2 is fully fused: QK^T, mask, softmax and PV happen in one kernel; the scores never go to global memory, only O is written.",
        "tiling": "We use the no-loop kernel: the whole K and V of the head are loaded into shared memory at once, so there is no loop over K/V blocks at all and each CTA just does one big QK^T and one PV.",
        "numericalStability": "Row max is initialised to -FLT_MAX, exponentials are exp(s - m) in fp32, the sum is accumulated in fp32 and O is divided by it at the end. CHECK_NEG_INF must be compiled in for any mask that can mask a whole row: otherwise a row whose max is still -FLT_MAX computes expf(-FLT_MAX - (-FLT_MAX)) = expf(0) = 1 and every masked score gets weight 1.",
        "tradeOff": "With CHECK_NEG_INF compiled out the failure is silent: no NaN, no error, the fully masked row just attends to masked positions with weight 1, because -FLT_MAX minus itself is 0, not NaN.",
    }
