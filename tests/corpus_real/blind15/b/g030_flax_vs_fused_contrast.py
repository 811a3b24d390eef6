# Sources: S34, S04 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "flax.linen.dot_product_attention materialises attn_weights [batch, heads, q_length, "
            "kv_length] in HBM. Our fused kernel instead keeps each score block in SRAM: it reads "
            "Q, K, V and writes O and one logsumexp per row, nothing quadratic."
        ),
        "tiling": (
            "Block of 128 query rows per program (grid = q_length/128 x batch*heads), Q block in "
            "SRAM for the whole loop, K/V blocks of 128 rows streamed, head dim 64."
        ),
        "numericalStability": (
            "A partial max from the first K blocks can be wrong for the whole row, so we first run "
            "one pass over all K blocks to get the exact row max, then a second pass computes "
            "exp(s - max), the sum and P @ V in fp32."
        ),
        "tradeOff": (
            "Backward recomputes S and P from Q, K and the stored logsumexp because P is not kept: "
            "about one extra QK^T matmul per block."
        ),
    }
