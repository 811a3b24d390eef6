# Sources: S11 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "The MultiHeadAttention and GroupQueryAttention operators compute the scores for each head into a "
            "buffer, apply softmax, then multiply by V."
        ),
        "tiling": (
            "Scores are computed one block of 64 query rows at a time, so the score buffer is 64 x seq_len "
            "instead of seq_len x seq_len, and it is reused for the next 64 rows."
        ),
        "numericalStability": (
            "If all scores of a row were masked (-inf) the softmax produced NaNs; now those NaNs are flushed to "
            "zero, matching PyTorch scaled_dot_product_attention and the ONNX spec for Attention."
        ),
        "tradeOff": (
            "Flushing NaN to zero also hides real NaNs coming from bad inputs, so an overflow upstream silently "
            "turns into a zero output row instead of an error."
        ),
    }
