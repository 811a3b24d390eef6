# Sources: S43 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "one dispatch for the whole attention; the N x N matrix is never written; O [B,H,N,D] and L [B,H,N] are the only outputs.",
        "tiling": "BR = 64 query rows per workgroup, BC = 32 KV rows per tile in workgroup memory as vec4; one thread per query row (scalar mode) or four (subgroup mode).",
        "numericalStability": "uses logsumexp",
        "tradeOff": "subgroup mode needs headDim >= 64 and divisible by 16; for smaller heads the shuffle overhead is larger than the register saving, so the scalar path is used.",
    }
