# Sources: S24 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Single-headed only. The attention matrix is never stored to device memory in the forward; the backward uses the logsumexp to regenerate it block by block.",
        "tiling": "Blocks are R_simd x C_simd (query rows x key columns per simdgroup), D padded up to a multiple of 8 for simdgroup_matrix; R_splits simdgroups per threadgroup. Everything is JIT compiled at runtime so block sizes are picked per D and per chip.",
        "numericalStability": "online softmax",
        "tradeOff": "The main bottleneck is register pressure: for large head dims the O accumulator of R_simd x D floats does not fit in the registers of a simdgroup, so it spills to threadgroup/device memory and throughput drops.",
    }
