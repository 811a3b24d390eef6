# Sources: S61 (paraphrase / learner rewrite)

def reviewAnswer():
    return "A common misconception is that it's a new kind of attention, but it computes the same attention, just in a more hardware-efficient order. It never materialises the full N×N attention matrix in high-bandwidth memory; it tiles, fuses the kernel and recomputes in the backward pass (which is actually extra FLOPs). What it saves is HBM reads and writes, and since attention is limited by memory bandwidth rather than compute, that's where the speed comes from."
