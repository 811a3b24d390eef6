def designOutline():
    return {
        "memoryTraffic": (
            "In modern deep learning, attention is a critical component and its efficiency matters greatly. "
            "A well-designed kernel carefully considers how data moves through the GPU, balancing the various "
            "levels of the memory hierarchy to achieve excellent performance while remaining scalable to long "
            "sequences and large batch sizes."
        ),
        "tiling": (
            "Tiling is a powerful technique that divides the computation into manageable pieces. By choosing "
            "appropriate tile sizes that match the hardware, the kernel can achieve high utilisation and good "
            "data locality, which is essential for performance."
        ),
        "numericalStability": (
            "Numerical stability is essential for reliable training. The design takes care to ensure that all "
            "computations remain well-conditioned and robust, avoiding overflow and underflow through careful "
            "handling of the softmax and appropriate numeric formats."
        ),
        "tradeOff": (
            "As with any engineering decision, there are trade-offs to consider, such as balancing performance, "
            "memory usage and implementation complexity depending on the use case."
        ),
    }
