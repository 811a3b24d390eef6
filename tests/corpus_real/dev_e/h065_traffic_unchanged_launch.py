# Sources: S14 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "The HBM traffic is the same as standard attention; the gain comes from fusing three kernel launches into one.",
        "tiling": "Q blocks of 128 rows per CTA, K/V blocks of 64 rows, d = 64, grid (N/128, B*H).",
        "numericalStability": "Running max and running sum in fp32, acc rescaled by exp(m_old - m_new) per block.",
        "tradeOff": "For short prompts the attention is a small part of the model, so speeding it up barely changes end-to-end latency.",
    }
