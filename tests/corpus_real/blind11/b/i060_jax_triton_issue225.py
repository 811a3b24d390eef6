# Sources: S04 (learner rewrite of a user issue)

def designOutline():
    return {
        "memoryTraffic": "FusedAttention via jax-triton: one pallas/triton kernel computes QK^T, softmax and PV per block; the logits never go to HBM, HBM sees Q, K, V and the output only.",
        "tiling": "block_q = 128, block_k = 128, head_dim = 256, num_stages = 3, num_warps = 8; one program per (query block, batch*head), K/V blocks pipelined through shared memory.",
        "numericalStability": "m_i and l_i in fp32; each new K block: m_new = max(m_i, rowmax(qk)), acc *= exp(m_i - m_new), l_i = l_i * exp(m_i - m_new) + rowsum(p).",
        "tradeOff": "It raised an XlaRuntimeError at launch; the maintainer said there is not much jax-triton can do about it.",
    }
