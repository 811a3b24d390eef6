# Sources: S27 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "The softmax is fused into a single shader with an online max and sum, so the scores are read only once instead of three times.",
        "tiling": "One workgroup of 64 threads per attention row; each thread handles elements_per_thread scores; thread_max and thread_sum are reduced in workgroup memory.",
        "numericalStability": "One pass: each thread keeps its max and sum; when the max grows the sum is multiplied by exp(old_max - new_max); the workgroup reduction combines thread partials with the same correction.",
        "tradeOff": "It saves passes over the scores, but QK^T is still materialised in a buffer by the previous shader, so memory stays O(N^2) for long sequences.",
    }
