# Sources: S65 (excerpt)

def reviewAnswer():
    return "It is \"an IO-aware exact attention algorithm that uses tiling to reduce the number of memory reads/writes between GPU high bandwidth memory (HBM) and GPU on-chip SRAM\". The N² score matrix is never written to HBM, and reading HBM is roughly ten times slower than SRAM, so that's where the time is saved. The FLOP count is unchanged."
