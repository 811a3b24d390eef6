# Sources: S19 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "Chunked attention: never keep the full N x N score matrix, at any moment only a 128 x 128 block of "
            "scores exists, so memory is O(N) instead of O(N^2)."
        ),
        "tiling": "queries in chunks of 128 rows (outer loop), keys/values in chunks of 128 rows (inner loop); each query chunk keeps its own output accumulator until all key chunks are done",
        "numericalStability": (
            "keep a running max and a running sum per query row; when a new key chunk has a bigger max, multiply "
            "the old sum and the old output by exp(old_max - new_max) before adding the new chunk."
        ),
        "tradeOff": "This is a conceptual implementation, real FlashAttention uses CUDA kernels.",
    }
