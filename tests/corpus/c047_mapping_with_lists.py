def designOutline():
    return {
        "memoryTraffic": {
            "reads": ["Q (N x d)", "K (N x d), once per query block", "V (N x d), once per query block"],
            "writes": ["O (N x d)", "logsumexp (N, fp32)"],
            "never stored": ["S = QK^T", "P = softmax(S)"],
        },
        "tiling": {
            "sizes": ["BLOCK_M = 64", "BLOCK_N = 32", "d = 128"],
            "placement": ["Q tile resident in shared memory", "K/V tiles streamed in the inner loop"],
            "grid": ["(N / 64, batch * heads)"],
        },
        "numericalStability": {
            "state": ["m: running row max (fp32)", "l: running row sum (fp32)"],
            "update": ["acc = acc * exp(m_old - m_new) + exp(S - m_new) @ V", "l = l * exp(m_old - m_new) + rowsum(exp(S - m_new))"],
        },
        "failureModes": {
            "what": ["wrong output if the exp(m_old - m_new) correction is skipped"],
            "why": ["earlier tiles were weighted against a smaller max, so their contributions are too large"],
        },
    }
