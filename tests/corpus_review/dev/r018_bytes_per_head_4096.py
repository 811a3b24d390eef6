# Sources: S07 (paraphrase / learner rewrite)

def reviewAnswer():
    return """Take N = 4096, d = 128, fp16.
Naive attention reads Q and K (1 MB each) but writes S, which is 32 MB, then reads it for softmax, writes P (32 MB) and reads P again for PV.
FlashAttention's fused kernel never writes S or P to HBM, so per head the HBM traffic falls from about 130 MB to a few MB.
Same FLOPs."""
