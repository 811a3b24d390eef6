# Sources: S55 (excerpt)

def reviewAnswer():
    return "It speeds up attention by minimizing data transfers between different levels of GPU memory, avoiding the need to store large intermediate matrices. It uses tiling to process attention in smaller blocks, keeping only small chunks in faster on-chip memory (SRAM) and minimizing slow reads and writes to HBM. The arithmetic is unchanged."
