# Sources: I23 (llama.cpp metal BS=1 flash attention kernel PR; learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "token generation: K and V of the cache read once per step from device memory; the KQ "
                         "values for a chunk stay in threadgroup memory; only the output row per head is written.",
        "tiling": "batch size 1 kernel: each simdgroup takes a chunk of 32 KV positions, 4 simdgroups per "
                  "threadgroup, one threadgroup per head; the simdgroups' partial results are reduced in "
                  "threadgroup memory at the end.",
        "numericalStability": "every simdgroup keeps its own max M and sum S; in the final reduce the partial sums "
                              "and outputs are scaled by exp(M_i - M) with M the max of all simdgroups.",
        "tradeOff": "a threadgroup per head gives too few threadgroups for models with few KV heads at short "
                    "context, so part of the GPU stays idle; the general kernel is better once the batch grows.",
    }
