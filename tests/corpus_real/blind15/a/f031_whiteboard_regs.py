# Sources: S01 (paraphrase), S02 (paraphrase / learner rewrite, whiteboard)


def designOutline():
    return {
        "memoryTraffic": "S/P never written to HBM; read Q, K, V, write O + LSE.",
        "tiling": "BLOCK_M 128 (Q rows, resident in smem), BLOCK_N 64 (K/V rows, streamed), head dim 64, 4 warps, "
                  "grid (N/128, B*H).",
        "numericalStability": "online softmax, m/l per row in fp32, acc *= exp(m_old - m_new) on every new max.",
        "tradeOff": "Smaller tiles are good for occupancy, more CTAs fit on each SM, so BLOCK_N = 64 is a nice choice.",
    }
