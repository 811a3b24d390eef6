# A correct IO argument spoiled by "nearly exact": the blockwise softmax is said to add small errors.


def reviewAnswer():
    return ("FlashAttention is faster because attention is memory-bound and it cuts HBM reads and writes: "
            "the N x N score matrix is never written to HBM, each tile stays in SRAM. "
            "It is nearly exact; the blockwise softmax adds only tiny errors.")
