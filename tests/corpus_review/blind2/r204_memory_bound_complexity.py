# Sources: S54 (excerpt)

def reviewAnswer():
    return "It minimises memory reads and writes between slow high bandwidth memory (HBM) and fast on-chip SRAM. Standard attention is memory-bound (limited by memory bandwidth rather than compute power). Flash attention reduces memory access complexity to O(N^2 d^2 / M), where M is SRAM size. It does this without ever materialising the N×N attention matrix in HBM; the FLOPs don't change."
