# Sources: S48 (PyTorch docs, torch.nn.functional.scaled_dot_product_attention), S38 (pytorch issue #100326)
# Learner rewrite of API docs.

def designOutline():
    return {
        "memoryTraffic": (
            "The flash and memory-efficient backends never materialize the L x S attention weight matrix in "
            "global memory; the math backend does and is kept only as a fallback."
        ),
        "tiling": (
            "SDPA automatically selects the best backend (FlashAttention-2, memory-efficient, cuDNN or math) "
            "for the inputs; sdpa_kernel() can be used to restrict it."
        ),
        "numericalStability": (
            "Scores are scaled by 1/sqrt(E) by default, or by the scale argument, before the softmax."
        ),
        "tradeOff": (
            "On sm86 with head_dim > 64 the flash backend is not available for training because the GPU "
            "doesn't have enough shared memory for that kernel, so PyTorch warns and falls back to the slow "
            "math path that stores the full attention matrix."
        ),
    }
