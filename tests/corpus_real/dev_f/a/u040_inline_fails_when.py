# Sources: S06, S12 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "Only the inputs Q, K, V come from global memory and only O goes back; the score tile S_ij is "
            "computed into shared memory and overwritten by the next one, never written out."
        ),
        "tiling": (
            "One thread block per (batch, head, query block of 32 rows); Q block kept in shared memory, "
            "K/V blocks of 32 rows loaded in the inner loop."
        ),
        "numericalStability": (
            "Online softmax: running max m and sum l per row; l and O are rescaled by exp(m_old - m_new). "
            "This fails when a row is completely masked: m stays -inf, exp(-inf - (-inf)) = NaN, so the "
            "whole output row becomes NaN unless m is clamped to 0 for such rows."
        ),
    }
