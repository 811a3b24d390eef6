# Sources: S06 (learner rewrite from a user issue)

def designOutline():
    return {
        "memoryTraffic": "Selected key/value blocks are gathered from HBM per query block; the attention scores of the selected blocks are kept in registers and never stored, only the output and lse go back to HBM.",
        "tiling": "BLOCK = 64 query rows per program, selected KV blocks of 64 tokens loaded into shared memory one at a time, dim_head = 64, 4 warps.",
        "numericalStability": "Online softmax over the selected blocks: keep m_i and l_i in fp32, rescale acc by exp(m_i - m_new) before adding the new block's p @ v.",
        "tradeOff": "Works on the RTX 3090 with dim_head = 64, but dim_head = 128 errors out.",
    }
