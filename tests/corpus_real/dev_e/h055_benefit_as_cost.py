# Sources: S03 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Scores and probabilities stay in registers; HBM sees Q, K, V loads and the O + LSE store only.",
        "tiling": "Br = 64, Bc = 64, d = 128, 4 warps; one CTA per (q block, head).",
        "numericalStability": "fp32 running max/sum; when the max grows, multiply acc and l by exp(m_old - m_new).",
        "tradeOff": "Smaller tiles are good for occupancy and let more CTAs run on each SM.",
    }
