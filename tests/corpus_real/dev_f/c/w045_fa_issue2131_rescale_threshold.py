# Sources: S47 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": "Blackwell FA4: Q, K, V read via TMA, O accumulator kept in tensor memory "
                         "(TMEM) instead of registers, scores and P never touch HBM; O and LSE "
                         "written once.",
        "tiling": "Two 128-row Q tiles per CTA (ping-pong between two softmax warpgroups), K/V in "
                  "128-row tiles, hdim 128, 2-stage smem pipeline for K/V.",
        "numericalStability": "Online softmax in log2 space. The row max is only updated when it grows "
                              "by more than rescale_threshold (8.0 for 16-bit inputs); otherwise the "
                              "stale max is kept, and the final O / l uses the same stale max, so the "
                              "normalisation stays consistent.",
        "tradeOff": "FA4 is approximate: it skips some rescaling steps to go faster, trading a bit of "
                    "accuracy for speed, and in FP8 that trade becomes visible.",
    }
