# Sources: S06 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Q tile loaded once, K/V tiles streamed via TMA, S/P in tensor memory, O + LSE stored; HBM traffic O(N d) per q tile instead of O(N^2).",
        "tiling": "TODO",
        "numericalStability": "exp2 with the log2(e) factor folded into the softmax scale, fp32 running max/sum, rescale only when the max grew by more than a threshold (otherwise keep the stale max, still exact because l uses the same stale max).",
        "tradeOff": "For seqlen 128 there is one q tile per head, so the pipeline never fills and CPU launch overhead dominates; FA4 measured ~25% slower than FA2 there.",
    }
