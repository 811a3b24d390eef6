# Sources: S37 (paraphrase / learner rewrite), S22 (paraphrase)
def designOutline():
    return {
        "memoryTraffic": (
            "Okay so the problem with the three-kernel version is that S is N by N and it gets written to HBM "
            "after the first kernel, read back by the softmax kernel, P is written again, and read again by the "
            "PV kernel, and at N = 8k that is hundreds of MB per head going back and forth for nothing. In my "
            "design all three steps happen in one kernel and S and P are never written to HBM, they exist only "
            "as a tile in shared memory and registers. What goes across is Q, K and V coming in and O plus the "
            "row logsumexp going out, that's it."
        ),
        "tiling": (
            "I'd give each thread block 128 rows of Q and keep them (and the fp32 output accumulator for those "
            "rows) on chip the whole time, and then loop over K and V in chunks of 64 rows which are loaded into "
            "shared memory one after another, with d = 64 that's 16 KB for Q and 8 KB each for K and V. The "
            "downside is that when d goes to 256 the same tiles need 4x the shared memory, so I'd have to drop "
            "to 64-row Q tiles and K/V gets re-read twice as often."
        ),
        "numericalStability": (
            "For the softmax I can't know the row max in advance, so each row keeps a running max and a running "
            "sum. When the next chunk has a bigger max, I multiply what I already accumulated (both the sum and "
            "the output) by exp(old max - new max), then add the new chunk's exp(s - new max) terms. At the end "
            "divide by the sum. That's exactly the normal softmax, just computed in pieces."
        ),
    }
