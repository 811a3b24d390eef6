# sources: S4, S5 (theneuralbase "Memory vs compute tradeoff", "Reduced non-matmul FLOPs"; learner rewrite keeping the blog's claims)
def designOutline():
    return {
        "memoryTraffic": "The standard algorithm reads Q and K, writes the scores back to memory, reads them to apply softmax, writes the softmax results and reads again for the weighted average. Flash Attention keeps intermediate results in SRAM and only writes the final result back. This memory traffic is a non-matmul FLOP, so Flash Attention is faster because it does fewer FLOPs.",
        "tiling": "Process small chunks of Q, K and V that fit in cache and accumulate results carefully.",
        "numericalStability": "Do the softmax calculation immediately while data is hot in SRAM.",
        "tradeOff": "It trades compute for memory: do more computation to reduce memory I/O.",
    }
