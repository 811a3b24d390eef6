# Sources: S38 (pytorch/pytorch issue #100326), S05
# Learner rewrite; trade-off is a short excerpt of the issue thread.

def designOutline():
    return {
        "memoryTraffic": (
            "The attention weights are never written to global memory; Q, K, V tiles are staged in shared "
            "memory and O is written once."
        ),
        "tiling": (
            "Q tile 128 x d and K/V tiles 64 x d in shared memory, one CTA per (batch, head, Q tile), 4 warps, "
            "d = 64."
        ),
        "numericalStability": "We apply the 1/sqrt(d) scaling to Q K^T before the softmax, like standard attention.",
        "tradeOff": (
            "Flash attention currently doesn't support training with head_dim greater than 64 on sm86: sm86 "
            "doesn't have enough resources to support flash attention kernel, and you are getting proper "
            "warnings and regular slow execution."
        ),
    }
