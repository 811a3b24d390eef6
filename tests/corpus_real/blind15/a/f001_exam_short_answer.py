# Sources: S01 (paraphrase / learner rewrite, closed-book exam answer)


def designOutline():
    return {
        "memoryTraffic": "One fused kernel: Q, K, V are read from HBM, O (plus one logsumexp per row) is written back. "
                         "The N x N score matrix S and the softmax P are never written to HBM, they only live in SRAM/registers "
                         "for one tile. So traffic is O(N*d) per pass over K/V instead of O(N^2).",
        "tiling": "Outer loop over Q blocks (Br = 64 rows), one thread block per Q block and per head. "
                  "Inner loop streams K/V blocks of Bc = 64 rows through shared memory; the Q block and the output "
                  "accumulator stay on chip the whole time.",
        "numericalStability": "Online softmax: keep running max m and running sum l per row. When a new block has a bigger max, "
                              "multiply the old accumulator and l by exp(m_old - m_new). Accumulate in fp32, divide by l at the end.",
        "tradeOff": "Backward does not have P, so it recomputes S = QK^T block by block from Q, K and the saved logsumexp. "
                    "That is extra matmul FLOPs, paid to avoid storing an N x N matrix.",
    }
