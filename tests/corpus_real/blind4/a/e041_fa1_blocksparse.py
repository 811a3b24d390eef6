# Sources: A01 (paraphrase of section 3.3, block-sparse FlashAttention)
def designOutline():
    return {
        "memoryTraffic": "Same fused kernel, S and P never in HBM, but blocks whose mask block is zero are not even "
                         "loaded: IO = Theta(N d + N^2 d^2 M^-1 s), s = fraction of nonzero blocks.",
        "tiling": "Block mask M~ of size (N/Br) x (N/Bc), Br = Bc = 128 (d = 64): the inner loop over K_j, V_j "
                  "only visits j with M~_ij = 1, e.g. butterfly pattern.",
        "numericalStability": "unchanged from dense FlashAttention: running m_i, l_i per row, O_i rescaled by "
                              "exp(m_i - m_new) when a visited block raises the max.",
        "tradeOff": "only block-level sparsity helps: an element pattern finer than 128 x 128 gives no savings, "
                    "because any block with one nonzero entry must be loaded and computed in full.",
    }
