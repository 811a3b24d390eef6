# Sources: S08 (paraphrase / learner rewrite of a newsletter digest)


def designOutline():
    return {
        "memoryTraffic": "The whole point is IO-awareness: be smart about the memory hierarchy and avoid unnecessary "
                         "reads and writes to slow memory, which is what really limits attention.",
        "tiling": "Q is cut into 64-row blocks that stay in shared memory (one thread block each), and K/V are streamed "
                  "through in 64-row blocks in the inner loop.",
        "numericalStability": "Keep a running row max m and a running sum l; when a later block raises the max, rescale "
                              "the partial output and l by exp(m_old - m_new), then divide by l at the very end.",
        "tradeOff": "Recomputation in the backward pass.",
    }
