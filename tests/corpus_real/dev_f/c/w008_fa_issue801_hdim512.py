# Sources: S09 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": "Scores S and P stay in shared memory / registers, never written to HBM; "
                         "HBM sees Q, K, V reads and the O plus logsumexp writes only.",
        "tiling": "For the head_dim = 512 model: BLOCK_M = 128 query rows and BLOCK_N = 64 key rows "
                  "in shared memory, head_dim = 512, one pipeline stage, 8 warps, one CTA per query "
                  "block and head.",
        "numericalStability": "Online softmax with fp32 running max and sum, accumulator rescaled by "
                              "exp(m_old - m_new) whenever the max increases.",
        "tradeOff": "With a single head and head_dim 512 the grid is only N/128 CTAs, so most SMs sit "
                    "idle, and each tile carries so much d that the matmuls are short in the N "
                    "direction; naive attention (two big GEMMs) can be faster in that regime.",
    }
