# Sources: S22 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Stream K and V through SRAM once per query block, keep S and P on chip, write O once. That is what makes it flash.",
        "tiling": "Head dim 512 only fits if block_m and block_n drop to 16 and num_stages to 1: Q 16x512x2 B = 16 KB, K and V 16 KB each. Better: also partition along the dot-product dim (split d into 128-wide chunks) so S is accumulated chunk by chunk.",
        "numericalStability": "Safe softmax per row with a running max; accumulator in fp32 and rescaled by exp(m_prev - m_cur).",
        "tradeOff": "With 16-row tiles the MMA instructions are mostly idle (tensor cores want 64+ rows), so at head dim 512 the kernel runs but I would not expect it to be fast.",
    }
