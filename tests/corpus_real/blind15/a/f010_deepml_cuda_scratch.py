# Sources: S06 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": "The fused kernel reads Q, K, V from global memory and writes O once; the score tile "
                         "S_ij = Q_i K_j^T lives in shared memory and is thrown away after P_ij V_j is added, "
                         "so nothing of size N x N ever reaches HBM.",
        "tiling": "Bigger tiles = fewer passes over K/V, so I use BLOCK_M = 256 and BLOCK_N = 256 for head_dim = 256 "
                  "in fp16, all of Q_i, K_j and V_j in shared memory at once, one block per (query tile, head).",
        "numericalStability": "online softmax with running max m_i and sum l_i per row in fp32; when m grows the "
                              "accumulator is rescaled by exp(m_old - m_new); masked (causal) rows start at m = -inf "
                              "and are guarded so they give 0, not NaN.",
        "tradeOff": "The causal version skips tiles above the diagonal, so query tiles near the start of the sequence "
                    "finish early while the last ones do the full loop: uneven work per block, idle SMs at the tail.",
    }
