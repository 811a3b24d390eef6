# Sources: S107 (translated)

def reviewAnswer():
    return "Attention is memory-bound: the compute units spend most of their time waiting for data from VRAM. FlashAttention attacks the IO side by reading Q, K, V from VRAM once, block by block, and writing O once."
