# Sources: S53 (paraphrase / learner rewrite)

def reviewAnswer():
    return "Numbers help: at N = 4096 in fp16, S for one head is 4096×4096×2 bytes = 32 MB, and standard attention writes it to HBM and reads it back, then does the same again for P. FlashAttention never writes S or P to HBM; it keeps tiles in SRAM and only reads Q, K, V and writes O. So the HBM traffic collapses while the FLOPs stay the same."
