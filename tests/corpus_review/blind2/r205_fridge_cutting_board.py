# Sources: S56 (paraphrase / learner rewrite)

def reviewAnswer():
    return "Think of HBM as a big fridge across the kitchen and SRAM as the cutting board: the board is tiny but about 10x faster to work on (~19 TB/s vs ~2 TB/s on an A100), and the ALUs can only work on what's on the board. Normal attention keeps carrying the whole N by N score matrix back to the fridge and fetching it again for softmax. FlashAttention chops Q, K, V into tiles, does everything for a tile on the board and never puts the score matrix in the fridge. It does the same number of FLOPs, it just stops walking to the fridge."
