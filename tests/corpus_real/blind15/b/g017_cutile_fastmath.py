# Sources: S17 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "FlashAttention is faster because it does fewer FLOPs than standard attention: it "
            "never computes the whole N x N matrix at once, only small tiles of it, so the "
            "GPU has much less arithmetic to do."
        ),
        "tiling": (
            "Tile 128 (queries) x 64 (keys), head dim 64, one CTA per query tile and head; Q in "
            "shared memory for the whole K loop, K/V tiles loaded per iteration."
        ),
        "numericalStability": (
            "Running max and sum per row in fp32; scale exp arguments by log2(e) and use exp2; "
            "rescale acc and l by exp2(m_old - m_new) on every K tile; the final acc / l uses an "
            "approximate reciprocal, acceptable because it is applied once per row."
        ),
        "tradeOff": (
            "Fast math (flush-to-zero, approximate division) saves instructions in the softmax "
            "but denormals become 0, so rows whose probabilities are all tiny lose precision."
        ),
    }
