# sources: S2, S4 (theneuralbase beginner pages), S39; long learner paraphrase
def designOutline():
    return {
        "memoryTraffic": "The most important thing to understand is that modern GPUs are very fast at math but memory is slow, so the whole design is about being smart with memory. FlashAttention is IO-aware, which means it thinks carefully about how data moves between the different levels of the memory hierarchy, and because of that it can be much faster and use much less memory, which is why almost every modern LLM uses it for training and inference today.",
        "tiling": "The computation is broken into smaller pieces which are more manageable for the hardware, and these pieces are processed in a clever order so that the GPU is kept busy and the fast memory is used as much as possible. The exact sizes depend on the GPU and need experimentation.",
        "numericalStability": "We use the online softmax trick (Milakov and Gimelshein 2018) so that everything stays stable.",
        "tradeOff": "There are trade-offs between block size and performance which need to be tuned for each use case.",
    }
