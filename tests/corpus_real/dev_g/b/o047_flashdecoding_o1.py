# Sources: S12 (learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Flash-decoding makes KV reads O(1) per generated token regardless of context length, because splitting the sequence across SMs means each SM only reads a constant amount.",
        "tiling": "Grid = (batch, heads, num_splits), each split covers 2048 tokens in tiles of 128 tokens, d = 128, double-buffered in shared memory.",
        "numericalStability": "Each split tracks max and sum in fp32; the combine kernel weights split outputs by exp(lse_i - lse_total).",
        "tradeOff": "The combine step is an extra kernel launch plus an HBM round trip for partial outputs, which dominates at short contexts (< 2k tokens).",
    }
