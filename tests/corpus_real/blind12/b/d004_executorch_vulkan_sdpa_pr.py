# Sources: S04 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "The SDPA path computes the attention weights Q K^T into a texture, tile by tile, and the softmax shader reads them back and normalises them in place; a third shader multiplies by V. Everything goes through GPU memory between shaders.",
        "tiling": "One workgroup of 64 threads per query row; each thread owns a strided slice of the row, and the row max and exp-sum are reduced cooperatively in shared memory.",
        "numericalStability": "Use exp(x - max(x)) / sum(exp(x - max(x))): a cooperative max-finding pass runs before the exp_sum pass, so the largest exponent is 0. Without it, scores like 151.29 (Phi-4-mini, head_dim 128) overflow float32 above ~88.7 and inf/inf gives NaN.",
        "tradeOff": "Cost: one more workgroup reduction pass over every row (the max pass) before exp_sum; on Adreno 750 with Llama 3.2 1B this stayed within run-to-run variance.",
    }
