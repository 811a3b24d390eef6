# Sources: S01 (paraphrase / learner rewrite)

def reviewAnswer():
    return "GPU main memory (HBM) is the bottleneck, not the arithmetic units. FlashAttention reads Q, K and V in blocks into SRAM, computes the block of scores, softmaxes it online and multiplies by V there, writing only O back; the N×N score matrix never goes to HBM. HBM is roughly 10x slower than SRAM, so that is the win."
