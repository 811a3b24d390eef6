def designOutline():
    return {
        "memoryTraffic": "Memory is the bottleneck of attention on modern accelerators, and a well designed kernel pays close attention to where data lives and how often it moves, which is exactly what this design tries to do throughout.",
        "tiling": "Each thread block takes 64 query rows and keeps them in shared memory while it walks over K and V in chunks of 64 rows.",
        "numericalStability": "Stability is handled with the usual techniques that practitioners rely on for softmax, which work well in practice.",
        "tradeOff": "Every engineering choice has advantages and disadvantages that must be weighed against each other.",
    }
