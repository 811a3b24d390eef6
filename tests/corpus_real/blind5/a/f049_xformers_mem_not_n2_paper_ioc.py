# Sources: S11, S10 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Chunked attention: queries in chunks, keys in chunks, scores per chunk pair only on chip. HBM traffic is O(N d) reads of Q plus O(N^2 d / M) reads of K and V, where M is SRAM size; S is never stored.",
        "tiling": "query chunk 64, key chunk 64, d = 64; each threadblock keeps its 64 queries and the fp32 output accumulator on chip and streams key chunks.",
        "numericalStability": "for each key chunk: new max, rescale running sum and output by exp(old - new), add the chunk; divide at the end. fp32 accumulators even for fp16 inputs.",
        "tradeOff": "seqlen > 32768 once produced NaN because an int16 index overflowed: the chunk offset math has to be done in 32-bit.",
    }
