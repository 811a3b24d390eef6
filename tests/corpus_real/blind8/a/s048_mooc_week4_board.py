# Sources: S25, S01 (paraphrase / learner rewrite)
# week 4 discussion board answer


def designOutline():
    return {
        "memoryTraffic": [
            "Naive attention: load Q, K from HBM, compute S = QK^T, write S to HBM.",
            "Read S back, softmax, write P to HBM.",
            "Read P and V, compute O = PV, write O. That is 4 round trips of N^2 elements, which is why it is memory-bound.",
        ],
        "tiling": [
            "Q tiles of BLOCK_M = 128 rows, one per program, resident in SRAM",
            "K/V tiles of BLOCK_N = 64 rows streamed in the inner loop",
            "head dim 64 -> 16 KB + 8 KB + 8 KB of shared memory",
        ],
        "numericalStability": [
            "running max m_i and running sum l_i (fp32) per query row",
            "alpha = exp(m_i - m_ij) rescales acc and l_i before adding p @ v",
        ],
        "tradeOff": [
            "backward recomputes p from q, k and the stored logsumexp because p was never saved: one extra q @ k^T per tile",
        ],
    }
