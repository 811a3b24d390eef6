# IO and the matrix on chip, but the size is wrong: HBM accesses are said to fall to O(N).


def reviewAnswer():
    return ("FlashAttention keeps the N x N scores in SRAM and never writes them to HBM, so it makes far "
            "fewer HBM reads and writes with the same FLOPs. "
            "Its HBM accesses go from O(N^2) to O(N).")
