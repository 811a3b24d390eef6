# Sources: S01 (paraphrase / learner rewrite of a talk summary in an issue thread)

def designOutline():
    return {
        "memoryTraffic": "Naive way writes the query-key dot products to global memory, then the softmax weights, then reads them back for the weighted sum. Our way keeps the dot products in shared memory and never offloads them to global; only the final weighted sums of values are stored to global memory.",
        "tiling": "Load a subset of queries plus all keys and values of the head from global into shared memory, one thread block per query subset, then compute all dot products for that subset against the resident keys.",
        "numericalStability": "Softmax is computed in place in shared memory, which keeps it well behaved.",
        "tradeOff": "The shared-memory way is around 10x faster on the fmha benchmark, but it needs every key/value of the sequence to sit in shared memory, so it is limited to head dimension 64 and sequence length 512; longer sequences must go back to the naive global-memory path.",
    }
