# Sources: S13, S15 (*) (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "Q, K, V read from HBM, out and softmax_lse written; the dropout mask and the attention "
            "probabilities are never stored in HBM: the mask bits are generated from the philox "
            "seed/offset inside the kernel."
        ),
        "tiling": (
            "Tiling over the sequence dimension, with the number of splits chosen by a heuristic "
            "(num_splits)."
        ),
        "numericalStability": (
            "Per row fp32 max and sum, partial O rescaled by exp(m_old - m_new) every K tile; "
            "dropout applied to P after the max/sum update so the normalisation uses the "
            "undropped probabilities, then O /= l at the end."
        ),
        "tradeOff": (
            "Backward must regenerate the same dropout bits and recompute S from Q, K and lse "
            "because neither P nor the mask were saved: about 30% more FLOPs than a backward "
            "that had P stored."
        ),
    }
