# Sources: S01 (paraphrase), S20 (paraphrase / learner rewrite, take-home exam)


def designOutline():
    return {
        "memoryTraffic": "S and P are kept on chip and never written to HBM; Q, K, V are read, O and the logsumexp are "
                         "written, so the extra memory is O(N) instead of O(N^2).",
        "tiling": "For head_dim = 256 I keep the big tiles: BLOCK_M = 128 query rows and BLOCK_N = 128 key rows in fp16, "
                  "with a 3-stage cp.async pipeline for K and V so loads overlap the matmuls; Q stays in shared memory, "
                  "one CTA per (query block, head).",
        "numericalStability": "Online softmax: running max m and sum l per row in fp32; acc and l rescaled by "
                              "exp(m_old - m_new) whenever m grows; L = m + log l saved for backward.",
        "tradeOff": "Three pipeline stages hide load latency but multiply the K/V buffers in shared memory by three, "
                    "so fewer CTAs fit on an SM.",
    }
