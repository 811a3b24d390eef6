# Sources: S57 (paraphrase / learner rewrite)

def reviewAnswer():
    return "Standard attention is memory-bandwidth bound: the bottleneck is reading and writing the big intermediate matrices from HBM. FlashAttention tiles the work into SRAM blocks and never materialises the full N×N matrix, so the HBM reads/writes drop a lot and that's the speed-up. FlashAttention-2 then adds better parallelism, but the original gain is the IO."
