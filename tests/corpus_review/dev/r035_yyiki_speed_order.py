# Sources: S32 (excerpt + learner rewrite)

def reviewAnswer():
    return "FlashAttention is an IO-aware, exact self attention algorithm. It minimizes the reads and writes between GPU high bandwidth memory and GPU on-chip SRAM (SRAM speed >> HBM speed >> CPU DRAM speed). It never writes the N×N attention matrix to HBM."
