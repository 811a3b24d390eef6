# Sources: S36 (already-used source; learner notes)


def designOutline():
    return {
        "memoryTraffic": (
            "Intermediate scores are born, used and discarded inside SRAM; the N x N scores never touch "
            "HBM. HBM holds Q, K, V and the output."
        ),
        "tiling": (
            "Outer loop: grab a K/V chunk (Bc = 64 rows) and hold it in SRAM; inner loop sweeps every Q "
            "block (Br = 64) past it; d = 64."
        ),
        "numericalStability": (
            "A partial max would give wrong probabilities, so first do one pass over all K blocks to get the "
            "exact row max, then a second pass computes exp(s - max), the sum and P@V."
        ),
        "tradeOff": (
            "With K/V in the outer loop, O_i, l_i and m_i must be read and written to HBM for every K/V block, "
            "N/Bc times more output traffic than with Q in the outer loop."
        ),
    }
