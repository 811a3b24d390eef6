# Sources: A06 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Decode: one query token, whole KV cache read once from HBM. Scores stay in registers. "
                         "Partial outputs (O_partial, m, l) of a split head go to a small HBM scratch buffer and "
                         "are reduced by the host CTA; nothing N-sized is written.",
        "tiling": "Context cut into LeanTiles of 256 K/V rows (d = 128). Total tiles over batch x heads are "
                  "divided equally among all CTAs (stream-K style), so every SM gets the same number of tiles "
                  "even if a head's tiles straddle two CTAs. Q (1 x 128) kept in registers.",
        "numericalStability": "Softmax re-scaling is associative, so partials merge as a reduction: "
                              "m = max(m1, m2); l = l1 e^(m1-m) + l2 e^(m2-m); O = O1 e^(m1-m) + O2 e^(m2-m); "
                              "final O / l. fp32 for m, l, O.",
        "tradeOff": "The CTA that owns the end of a head must wait (spin on a flag) for the other CTAs' partials "
                    "before the fix-up, and the partial O round-trips through HBM; with short contexts there are "
                    "too few tiles to split so this buys nothing over FlashDecoding.",
    }
