# Sources: S55 (interview prep Q&A, paraphrase)
def designOutline():
    return {
        "memoryTraffic": "Standard attention materialises the full [seq x seq] score matrix in HBM before softmax and the weighted sum. Flash Attention tiles the computation and keeps only the final output (and per-row softmax stats) in HBM; the score tiles live in SRAM and are thrown away.",
        "tiling": "Outer loop: a block of query rows pinned in SRAM per thread block; inner loop: key/value tiles streamed in, sized so Q tile + K tile + V tile fit in ~100-200 KB of shared memory (e.g. 64 or 128 rows at d = 128).",
        "numericalStability": "Online softmax: keep a running max and a running denominator for each query row; when a new tile has a larger max, multiply the old denominator and partial output by exp(old_max - new_max).",
        "tradeOff": "The backward recomputes the attention weights from Q, K and the saved statistics instead of storing them: roughly 30% more FLOPs in the backward, but still faster because the N^2 reads are gone.",
    }
