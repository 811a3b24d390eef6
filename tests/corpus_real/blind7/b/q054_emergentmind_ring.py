# Sources: S53 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "Each rank retains its own Q block and K/V block; blocks circulate so that at each step a rank receives "
            "the next K/V block, and no rank ever holds the full L x L scores."
        ),
        "tiling": (
            "The sequence of length L is split into N contiguous blocks of L/N tokens, one per rank; the TokenRing "
            "variant sends Q and KV in both directions so both links of the ring are busy."
        ),
        "numericalStability": (
            "Partial results are merged in a numerically stable log-sum-exp manner into global accumulators."
        ),
        "tradeOff": (
            "A unidirectional ring leaves the reverse link idle, so at small block sizes the communication takes "
            "longer than the compute and throughput drops; the bidirectional TokenRing pattern is meant to fix this."
        ),
    }
