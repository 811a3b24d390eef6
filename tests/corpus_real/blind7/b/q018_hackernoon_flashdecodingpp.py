# Sources: S18 (excerpt + paraphrase)


def designOutline():
    return {
        "memoryTraffic": (
            "Decode attention reads the KV cache from HBM once; each partial softmax result stays on chip and only "
            "the partial output vectors are combined, the score vector is never written out."
        ),
        "tiling": (
            "The softmax row is split into partial vectors computed in parallel by different thread blocks; the "
            "flat decode GEMMs use double buffering, loading the next K/V tile into shared memory while the "
            "current one is multiplied."
        ),
        "numericalStability": (
            "Asynchronized softmax with a unified max value: instead of each partial vector's own max, subtract one "
            "scaling value phi chosen from the statistics of the model's scores, so partial results need no "
            "synchronization; if some x - phi leaves the safe range, that row falls back to recomputing with the "
            "real max."
        ),
        "tradeOff": (
            "The synchronized partial softmax costs about 20% of attention time, because each partial max must be "
            "known before earlier partial results can be updated. The unified max removes that, but when outliers "
            "break the phi assumption the recompute path costs extra."
        ),
    }
