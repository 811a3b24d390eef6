# Sources: S40 (paraphrase / learner rewrite)

def reviewAnswer():
    return "An A100 does about 312 TFLOP/s of fp16 matmul but has only about 1.5-2 TB/s of HBM bandwidth, so attention's softmax and masking are memory-bound. FlashAttention is faster because it reads and writes HBM far less, not because it computes less."
