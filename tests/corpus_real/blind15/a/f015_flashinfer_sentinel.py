# Sources: S15 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": "S and P exist only as register tiles inside the fused kernel and are never written to global "
                         "memory; global traffic is reading Q, K, V (K/V once per query tile) and writing O plus the "
                         "row logsumexp.",
        "tiling": "One CTA per 64-row query tile and head; the K/V sequence is streamed in 64-row tiles through shared "
                  "memory (2-stage cp.async pipeline), 4 warps, each warp owns 16 query rows.",
        "numericalStability": "Running max m initialised to a true -inf (not a finite sentinel like -5e4), exp2 with the "
                              "softmax scale times log2(e) folded in, acc and l rescaled by exp2(m_old - m_new); rows where "
                              "every key is masked keep m = -inf and are special-cased to output 0.",
        "tradeOff": "If the 'minus infinity' is really a finite number, a row whose logits are all below it keeps "
                    "m clamped at the sentinel, every exp2 underflows and the kernel silently returns zeros for that row.",
    }
