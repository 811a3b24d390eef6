# Sources: S11 (paraphrase of issue thread)
def designOutline():
    return {
        "memoryTraffic": "Pallas takes care of moving the data efficiently for us.",
        "tiling": "Dimension order has physical meaning: seq_len and head_dim are laid on the two vector-register dimensions, batch and heads are unrolled. block_q = block_k = 128 with head_dim 128; seq_len should be a power of 2.",
        "numericalStability": "m_i and l_i per query row in fp32 scratch; acc is multiplied by exp(m_prev - m_next) each kv step, and normalised by l at the end.",
        "tradeOff": "Mosaic doesn't support arbitrary padding yet: if the sequence dim is not in second-to-last position or not a power of 2 the kernel fails to lower on Cloud TPU.",
    }
