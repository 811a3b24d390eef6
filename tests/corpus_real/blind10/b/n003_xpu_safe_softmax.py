# Sources: S03 (paraphrase / learner rewrite)

def designOutline():
    return {
        "memoryTraffic": "SDPA on XPU takes the fused path: the score block is computed, masked and softmaxed in registers/SLM and multiplied by V, so the N x N probabilities are never written to global memory; only O (and the logsumexp for backward) go back.",
        "tiling": "Tiling is the usual one for the XPU kernels, tuned per platform, nothing special here.",
        "numericalStability": "Fully masked row detection: we do not trust max == lowest() alone, because the group max-reduce can drop a NaN; the early-out that writes zeros for a masked row is gated on sum == 0 as well, since a genuinely masked row sums to exactly 0 and never to NaN. Normal rows: subtract the row max, exp, sum in fp32.",
        "tradeOff": "Failure mode we hit: a masked row that still held a NaN (NaN + -inf = NaN) matched the max sentinel and was silently zeroed, where upstream keeps NaN, because the max reduce drops the NaN operand. The spatial softmax kernel seeds its max from an element, so the same guard cannot be reused there and it stays unfixed.",
    }
