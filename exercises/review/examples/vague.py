# Fluent but vague: "optimised for the GPU", memory reads and writes with no memory level named,
# no matrix, no cause.


def reviewAnswer():
    return ("FlashAttention is heavily optimised for the GPU. It reduces memory reads and writes and uses "
            "the hardware better than the default implementation, so it is faster even though the math "
            "is the same.")
