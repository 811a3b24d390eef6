# Sources: S01 (paraphrase)

def reviewAnswer():
    return "Most attention operations are memory-bound, and approximate methods that cut FLOPs often get no wall-clock speed-up because they ignore memory-access overheads. FlashAttention never reads or writes the large N×N attention matrix to or from HBM; it fuses the computation and uses tiling, so its HBM accesses are far fewer."
