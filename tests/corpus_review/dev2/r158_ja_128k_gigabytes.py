# Sources: S121 (translated)

def reviewAnswer():
    return "At 128K tokens the fp16 attention matrix for one head is about 34 GB (128K² × 2 bytes), and standard attention writes it to HBM and reads it back. FlashAttention keeps only SRAM-sized tiles of it and never stores the whole thing off-chip, so those tens of gigabytes of HBM traffic vanish; the result is mathematically the same."
