# Sources: S36 (excerpt + learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Standard attention is slow because it reads and writes the full attention matrix to GPU memory. Flash Attention fixes this by computing attention in tiles, which reduces memory reads and writes dramatically.",
        "tiling": "Processes small blocks that fit in fast SRAM.",
        "numericalStability": "Identical outputs: the softmax uses the max-subtracted form with a running max, rescaling the accumulated output by exp(m_prev - m_cur).",
        "tradeOff": "Enabling Flash Attention when fine-tuning is usually a free performance win.",
    }
