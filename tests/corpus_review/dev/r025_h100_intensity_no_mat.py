# Sources: S40 (paraphrase / learner rewrite)

def reviewAnswer():
    return "An H100 can do about 989 TFLOP/s but reads only about 3.35 TB/s from HBM, so anything doing fewer than about 300 FLOPs per byte is memory-bound. Softmax and masking do a handful of FLOPs per element, so FlashAttention wins by cutting HBM reads and writes, not math."
