# Sources: S40 (paraphrase / learner rewrite)

def reviewAnswer():
    return "GPUs are compute-rich and bandwidth-poor: an A100 can do about 300 TFLOP/s but HBM only delivers about 2 TB/s, so attention's elementwise steps are limited by memory. FlashAttention restructures attention to read Q, K and V from HBM fewer times and write only the output."
