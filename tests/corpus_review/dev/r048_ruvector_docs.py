# Sources: S03 (excerpt + learner rewrite)

def reviewAnswer():
    return "Standard attention materializes the full N x N attention matrix in HBM. FlashAttention never materializes this matrix, instead computing attention in tiles, and reduces HBM reads from O(N^2 d) to O(N^2 d^2 / M) where M is SRAM size. That is the speed-up; the math is identical."
