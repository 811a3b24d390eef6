# Sources: S02, S04 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "With flash attention enabled, MultiHeadAttention on the JAX backend calls the fused "
            "dot_product_attention: it reads query/key/value from HBM and writes the output, and "
            "the attention scores are never stored in HBM."
        ),
        "tiling": (
            "Kernel grid = (T / 128 query blocks, batch * heads); each block keeps its 128 query "
            "rows in shared memory and loops over K/V in 64-row chunks."
        ),
        "numericalStability": (
            "Keras handles numerical stability internally, so the numerics should be fine in "
            "bfloat16 too."
        ),
        "tradeOff": (
            "If the layer is given float32 inputs or an unsupported layout, Keras silently uses "
            "the regular attention path, which builds the full score matrix and runs slower with "
            "O(T^2) memory."
        ),
    }
