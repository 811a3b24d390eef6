# Sources: S14 (paraphrase of issue/PR on CPU causal attention)
def designOutline():
    return {
        "memoryTraffic": "CPU prefill: each thread has its own score scratch of one row (S floats) that it reuses; the S x S score matrix is never allocated, output rows are written disjointly.",
        "tiling": "Work unit = one (query position s, head h) pair, loops collapsed and distributed with schedule(static,1), so consecutive pairs go round-robin to different threads instead of contiguous ranges.",
        "numericalStability": "For each row: subtract the row max before exp, accumulate the exp-weighted V in fp32, divide by the sum; reduction order per pair unchanged so greedy output is token-exact.",
        "tradeOff": "Causal row cost grows with s, so with schedule(static) the threads that get the last contiguous range do the expensive tail while early threads idle; at large S this halves CPU utilisation.",
    }
