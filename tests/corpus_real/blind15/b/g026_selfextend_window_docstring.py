# Sources: S26 (paraphrase / non-native learner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "When input have padding token we first unpad the query/key/value states, then the "
            "varlen flash kernel read only real tokens from HBM; attention score is never "
            "written to HBM, and at the end we pad the output again."
        ),
        "tiling": (
            "window_size = (left, right), default (-1, -1) mean no window. With window (4096, 0) "
            "and causal, each block of 128 queries only loop over key blocks inside "
            "[i - 4096, i], other key blocks are skip, so work is O(N * window) not O(N^2)."
        ),
        "numericalStability": (
            "softmax_scale default is 1/sqrt(head_dim), this already keep scores small, so we "
            "not need to subtract the max before exp; we just accumulate exp(score) and the sum "
            "in fp32."
        ),
        "tradeOff": (
            "return_attn_probs=True is only for testing: to return the probabilities the kernel "
            "has to write the full attention matrix to HBM, so memory become O(N^2) again and "
            "the returned values are not even properly scaled."
        ),
    }
