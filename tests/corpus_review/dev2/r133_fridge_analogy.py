# Sources: S105 (paraphrase / learner rewrite)

def reviewAnswer():
    return "Think of HBM as a big fridge across the kitchen and SRAM as the cutting board next to you: about 10x faster but tiny. Normal attention keeps walking to the fridge to put the whole N×N score matrix away and fetch it back. FlashAttention chops in small tiles on the board and never puts the score matrix in the fridge. Same number of chops (FLOPs), far fewer walks."
