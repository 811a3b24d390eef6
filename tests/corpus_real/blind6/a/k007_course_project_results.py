# Sources: S07 (paraphrase / learner rewrite of a course-project answer)
def designOutline():
    return {
        "memoryTraffic": "Advantages vs naive pytorch: shared memory usage. The naive version materialises the full attention matrix in global memory; in my kernel each block computes its scores in shared memory and throws them away, so only Q, K, V are loaded and O stored.",
        "tiling": "One thread block per (batch, head, 64-query tile); K and V are loaded in 64-row chunks into shared memory in a loop.",
        "numericalStability": "I used the safe softmax per chunk: subtract the chunk max, exponentiate, divide by the chunk sum, then add chunk * V to the output.",
        "tradeOff": "Speedup was only 1.75x for causal at seq_len=128 vs 7.78x at 4096 non-causal: at 128 tokens there is very little memory traffic to save, so launch overhead dominates.",
    }
