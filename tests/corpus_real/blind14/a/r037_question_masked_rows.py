# Sources: S16 (paraphrase / learner rewrite, forum question and answer)


def designOutline():
    return {
        "memoryTraffic": (
            "My understanding: the padding mask and the causal mask are applied to the S tile in "
            "SRAM, so the masked N x N matrix is never written to HBM either; only O and LSE go out."
        ),
        "tiling": "Each block handles a chunk of the sequence and loops over the rest, sizes chosen to fit the GPU.",
        "numericalStability": (
            "Fully masked rows (all padding): m stays -inf, so alpha = exp(m_old - m_new) would be "
            "exp(-inf - (-inf)) = NaN. Guard: if m_new == -inf use 0 in place of m_new in the "
            "exponent, and at the end write 0 for rows with l = 0 instead of dividing."
        ),
        "tradeOff": (
            "Using a finite sentinel like -10000 instead of -inf avoids the NaN but fails when a real "
            "score is below -10000: then the masked key becomes the row max and leaks its value."
        ),
    }
