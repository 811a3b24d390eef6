# Sources: S47, S48 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": {
            "mechanism": "one fused forward kernel, no N x N tensor in global memory",
            "decision": "read Q, K, V; write O and the per-row LSE; backward rebuilds P from LSE",
        },
        "tiling": {
            "mechanism": "backward parallel over K/V blocks",
            "decision": "each CTA owns 128 keys and their dK/dV in registers, loops over Q blocks of 64 rows",
        },
        "numericalStability": {
            "mechanism": "logsumexp saved by the forward",
            "decision": "P = exp(S - LSE) in fp32 in the backward, no max pass needed",
        },
        "tradeOff": {
            "cost": "deterministic mode is slower",
            "cause": "dQ partials from every K/V-block CTA must be added in a fixed order, so CTAs wait on a semaphore for their turn instead of atomically adding as soon as they finish",
        },
    }
