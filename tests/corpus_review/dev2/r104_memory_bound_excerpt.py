# Sources: S103 (paraphrase / learner rewrite)

def reviewAnswer():
    return "It comes from minimising memory reads and writes between slow high bandwidth memory (HBM) and fast on-chip SRAM. Standard attention is memory-bound (limited by memory bandwidth rather than compute power), and FlashAttention never has to store the N×N attention matrix in HBM."
