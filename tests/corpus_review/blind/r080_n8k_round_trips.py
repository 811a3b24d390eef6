# Sources: S07 (paraphrase / learner rewrite)

def reviewAnswer():
    return "Exact same math, different schedule. In standard attention the N×N score matrix is written to HBM and read back twice (softmax, then PV), which for N = 8k in fp16 is 128 MB per head per pass. FlashAttention streams K/V tiles through SRAM, keeps each score tile there and never writes S or P to HBM. HBM bandwidth, not arithmetic, limits attention, so that is the speed-up."
