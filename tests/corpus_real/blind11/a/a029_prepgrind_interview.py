# Sources: S27 (already-used source; learner rewrite of an interview-prep answer)


def designOutline():
    return {
        "memoryTraffic": (
            "It never stores the n x n score matrix: only tiny tiles move, and only the output O is written "
            "back to HBM."
        ),
        "tiling": "Tile the computation so that everything fits on chip.",
        "numericalStability": (
            "Keep a running max and a running normalizer per row, and rescale the partial output and "
            "normalizer by exp(old max - new max) as each new tile arrives."
        ),
        "tradeOff": (
            "It is exact, not an approximation, so there is no accuracy trade-off; the only cost is "
            "engineering effort."
        ),
    }
