# Sources: S07 (paraphrase / learner rewrite)

def designOutline():
    return {
        "memoryTraffic": {
            "mechanism": "tiled forward, O(N) memory instead of the N x N weights",
            "decision": "the op returns only (output, logsumexp); score tiles live in threadgroup memory and registers and are never stored to device memory",
        },
        "tiling": {
            "mechanism": "query block per threadgroup, K+V tile in threadgroup memory",
            "decision": "BQ = 32 query rows; BKV = 64 keys for D = 64 and 32 keys for D = 128; dot products with simd_sum",
        },
        "numericalStability": {
            "mechanism": "online softmax (running max + normalizer) in float",
            "decision": "rescale the partial output when the running max increases, divide by the normalizer at the end, store logsumexp for the backward",
        },
        "tradeOff": {
            "cost": "the backward replays the attention tile loop to rebuild P",
            "cause": "P is never stored, so dQ and dK/dV each recompute the QK^T tiles from Q, K and the saved logsumexp",
        },
    }
