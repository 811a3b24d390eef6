# Sources: I08 (learner notes)
def designOutline():
    return {
        "memoryTraffic": "Forward stores O and the logsumexp only; S/P recomputed in the backward instead of "
                         "being read from HBM.",
        "tiling": "fwd: BLOCK_M = 128 queries per program, BLOCK_N = 64 keys per step. bwd: one program per "
                  "K/V block of 64, looping over all query blocks.",
        "numericalStability": "online softmax with m_i, l_i in fp32, alpha = exp(m_old - m_new) applied to acc.",
        "tradeOff": "Backward is very slow for D_HEAD = 128.",
    }
