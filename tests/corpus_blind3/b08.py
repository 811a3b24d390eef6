def designOutline():
    return {
        "memoryTraffic": (
            "Memory traffic is the key bottleneck of attention on modern GPUs. Accessing high-bandwidth "
            "memory is expensive relative to computation, and the memory hierarchy must be used wisely. "
            "The design therefore focuses on minimising slow memory transfers and maximising on-chip reuse, "
            "carefully orchestrating data movement so that the arithmetic units are kept busy and bandwidth "
            "is not wasted. This IO-aware approach is what makes the kernel efficient."
        ),
        "tiling": "We use tiling.",
        "numericalStability": "Each query row keeps a running maximum m and running sum l; exponentials are taken as exp(s - m) and when m increases the old l and output are multiplied by exp(m_old - m_new); fp32 throughout.",
        "tradeOff": "It's more complex to implement than standard attention.",
    }
