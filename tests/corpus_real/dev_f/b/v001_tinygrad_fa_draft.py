# Sources: S01 (paraphrase / learner rewrite of a draft PR description)
def designOutline():
    return {
        "memoryTraffic": "Right now the intermediate steps (first m_new, first update of O) come out as separate kernels, so the partial O and the row stats go to global memory between them. Target: one fused kernel where the q@k^T tile stays on chip and is dropped after it is multiplied by v; only q, k, v are read and out plus l are written.",
        "tiling": "q is cut into chunks of 64 rows per kernel instance and the kernel loops over k/v in chunks of 64; head_dim 64 for the llama test. The cache-memory size is hardcoded for now, should be per device or found by beam search.",
        "numericalStability": "Per query row keep m (running max) and l (running sum). For each k/v chunk m_new = max(m, rowmax(s)); old O and l get multiplied by exp(m - m_new) before adding exp(s - m_new) @ v. Divide by l at the end.",
        "tradeOff": "The backward is autodiscovered via compute_gradient(), so it keeps the whole softmax matrix for the gradient and loses the memory win; a custom backward should use l to recompute the softmax per chunk instead, at the cost of an extra q@k^T.",
    }
