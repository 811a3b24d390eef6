# Sources: S11 (paraphrase / learner rewrite)

def designOutline():
    return {
        "memoryTraffic": "Decode step: the K/V cache of each head is read once from unified memory per generated token, scores are never written out (each threadgroup folds them into its running softmax in registers), and only the hd-long output vector per head is written back.",
        "tiling": "One threadgroup of 128 (hd <= 128) or 256 threads per head instead of one scalar thread per head; the context positions are split across the threads, each thread accumulates its slice, then SIMD shuffles and a threadgroup reduction combine the partial results.",
        "numericalStability": "Online softmax per thread: running max and sum in float, rescale the partial accumulator by exp(m_old - m_new), and in the threadgroup reduction rescale each thread's partial (sum, acc) to the global max before adding.",
        "tradeOff": "The old one-thread-per-head kernel kept acc[256] in a single thread, which spills registers at hd = 256 and leaves only 16-32 threads busy on the whole GPU; the tiled version costs an extra cross-thread reduction and barrier per head.",
    }
