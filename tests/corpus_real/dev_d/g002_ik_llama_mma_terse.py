# Sources: S02, S05 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Q tile -> smem once; K/V tiles cp.async -> smem; KQ result sits in mma C tiles (regs, fp32), never stored to global.",
        "tiling": "mma tiles 16x8 (half2), KQ_per_iter KV rows per step, up to 8 warps/block; K/V smem rows padded D/2+4 half2 vs bank conflicts.",
        "numericalStability": "nbatch_fa = # of KV rows per softmax rescale of the KQ rowsums + VKQ accumulators; KQ accumulated in float.",
        "tradeOff": "config knobs only change speed/regs/smem, not results: bigger nbatch_fa = fewer rescales but more live registers -> spills at D=256.",
    }
