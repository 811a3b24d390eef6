# Sources: S66 (excerpt)

def reviewAnswer():
    return "From the FlashAttention-3 announcement: FlashAttention pioneered an approach to speed up attention on GPUs by minimizing memory reads/writes. In my words: reads and writes to HBM. Attention is bandwidth-bound, so fusing QK^T, softmax and PV into one kernel keeps S and P in SRAM and they never hit HBM. FA3 later adds asynchrony and FP8 on Hopper, but that is a newer layer on top."
