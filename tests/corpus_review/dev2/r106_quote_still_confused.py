# Sources: S106 (excerpt)

def reviewAnswer():
    return "FlashAttention is \"an IO-aware exact attention algorithm that uses tiling to reduce the number of memory reads/writes between GPU high bandwidth memory (HBM) and GPU on-chip SRAM\". I still don't totally get why that's faster though."
