# Sources: S52 (paraphrase / learner rewrite)

def reviewAnswer():
    return "tl;dr it's bytes not flops. the attention matrix never lands in VRAM, it lives in shared memory one tile at a time, and since the GPU can do ~150x more flops than it can pull bytes from VRAM, cutting those VRAM reads/writes is basically the whole speedup."
