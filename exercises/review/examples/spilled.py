# S written to HBM tile by tile (the matrix does leave the chip), with a memory-bound cause.


def reviewAnswer():
    return ("Attention is memory-bound, so FlashAttention wins by cutting HBM traffic. "
            "It computes S one tile at a time and writes each tile to HBM right after computing it, "
            "then reads the tiles back for the softmax, so the full matrix is never in SRAM at once.")
