# Sources: S111 (paraphrase / learner rewrite)

def reviewAnswer():
    return "The attention layer is memory-bound. FlashAttention fuses the whole thing (QKᵀ, softmax, times V) into one kernel, so the O(N²) attention weight matrix never has to travel out to global GPU memory and back — that transfer was the bottleneck. It minimises data moved between the small fast SRAM and the big slow HBM."
