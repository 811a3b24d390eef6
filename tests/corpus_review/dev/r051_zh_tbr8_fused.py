# Sources: S38 (paraphrase / learner rewrite of a Chinese summary)

def reviewAnswer():
    return "FlashAttention makes attention fast by reducing video-memory (HBM) reads and writes, not the amount of computation. Standard attention writes the N×N score matrix to HBM and reads it back; FlashAttention fuses QKᵀ, softmax and PV into one kernel with the scores kept in SRAM, so that round trip disappears."
