def designOutline():
    return {
        "memoryTraffic": (
            "Memory traffic is one of the most important aspects of any GPU kernel, and attention is no exception. "
            "Modern GPUs have a memory hierarchy with different levels that have different speeds, and a good "
            "implementation should be aware of this hierarchy and try to use the faster levels as much as possible "
            "while minimising accesses to the slower levels. By carefully thinking about data movement we can "
            "make the kernel much more efficient than a straightforward implementation."
        ),
        "tiling": (
            "Tiling is a well-known technique in high performance computing in which a large problem is broken "
            "into smaller pieces that are processed one at a time. Choosing good tiles is essential for "
            "performance and the best choice depends on the hardware, so the tiles should be chosen carefully "
            "to get the most out of the GPU."
        ),
        "numericalStability": (
            "Numerical stability matters because floating point numbers have limited range and precision. "
            "Softmax in particular can be problematic, so the implementation has to take care to make sure the "
            "computations stay stable and accurate for all inputs, including large values."
        ),
        "tradeOff": (
            "As with every engineering decision, there are trade-offs involved. Some choices improve one aspect "
            "while making another aspect worse, and the right balance depends on the use case and the hardware."
        ),
    }
