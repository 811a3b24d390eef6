# Sources: S04 (paraphrase; CPU flash backend discussion)
def designOutline():
    return {
        "memoryTraffic": "CPU version of the same idea: the full L x S attention matrix is never allocated; each thread only holds a qSplitSize x kvSplitSize score buffer, and the only extra output kept for backward is the logsumexp per row (float).",
        "tiling": "Queries split in blocks of qSplitSize (256/64/32 depending on length), keys/values in kvSplitSize = 512 blocks; parallel_for over batch x heads x query blocks.",
        "numericalStability": "Per row: running max and running sum; for a new kv block compute new max, scale old sum and old output by exp(max_old - max_new), add exp(qk - max_new) @ v. Output divided by sum at the end, logsumexp = max + log(sum) saved.",
        "tradeOff": "Backward is not bitwise equal to the math backend: grads are accumulated per kv block in a different order than one big matmul, so the test needs atol around 1e-5 even in float32.",
    }
