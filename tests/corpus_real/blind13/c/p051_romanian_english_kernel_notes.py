# Sources: S01 (paraphrase / learner rewrite, Romanian-English code-switched)


def designOutline():
    return {
        "memoryTraffic": (
            "We fuse scale + mask + softmax într-un singur kernel, so S is read from HBM once and P written "
            "once, instead of three separate passes."
        ),
        "tiling": (
            "Q blocks Br = 64 rows stay in shared memory, K/V blocks Bc = 64 rows streamed in the inner "
            "loop, one thread block per (Q block, head)."
        ),
        "numericalStability": (
            "Online softmax: running max m and sum l per row in fp32, rescale acc by exp(m_old − m_new) "
            "each block."
        ),
        "tradeOff": (
            "Costul: backward recomputes S and P from Q, K and logsumexp because P is not saved — one more "
            "matmul per block."
        ),
    }
