# Sources: S58 (paraphrase / learner rewrite)

def reviewAnswer():
    return "Don't change the math, change the implementation. Attention is memory-bound, not compute-bound: GPU compute has grown much faster than video-memory bandwidth, so the cores spend most of their time waiting for data shuttled between VRAM and the compute units. FlashAttention tiles Q, K, V, uses an online softmax, and the N×N matrix is never written to video memory, which removes most of that VRAM traffic."
