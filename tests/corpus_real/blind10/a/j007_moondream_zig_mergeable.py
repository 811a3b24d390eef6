# Sources: S07 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "scores never written to global memory; K and V streamed once per query chunk, output written once at the end. so traffic is inputs + output only, no n x n buffer",
        "tiling": "split the work into chunks and process the chunks in parallel, since the states can be merged in any order. pick chunk size that works well",
        "numericalStability": (
            "state per row = (m, l, acc). merge two states: m = max(m1, m2); l = l1*exp(m1-m) + l2*exp(m2-m); "
            "acc = acc1*exp(m1-m) + acc2*exp(m2-m). works like welford, order does not matter. all in f32."
        ),
        "tradeOff": "if chunks run in parallel along the key axis, the partial (m, l, acc) of every chunk must be written out and a final reduction pass merges them: one extra kernel and extra writes of n_chunks * d floats per row",
    }
