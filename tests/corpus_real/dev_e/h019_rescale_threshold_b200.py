# Sources: S21 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Q tile loaded once, K/V tiles streamed by TMA, S/P in tensor memory and registers only; O and LSE are the only writes to HBM.",
        "tiling": "128-row Q tiles, two softmax warpgroups ping-ponging on two Q tiles so one does exp while the other runs the MMA; K/V tiles of 128 keys, 2-3 stages.",
        "numericalStability": "Conditional rescale: the accumulator is only rescaled when the new row max exceeds the stale one by more than a threshold (8.0 in log2 units for 16-bit); otherwise the stale max is kept, and since l is accumulated against the same stale max the final O / l is still exact as long as exp stays in range.",
        "tradeOff": "Skipping the rescale saves multiplying the whole O tile on most iterations, but with bf16 on B200 the default threshold of 8 cost noticeable accuracy on real data, which is why rescale_threshold = 0 (always rescale) is exposed as an option.",
    }
