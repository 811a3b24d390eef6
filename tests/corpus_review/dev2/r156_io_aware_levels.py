# Sources: S105 (paraphrase / learner rewrite)

def reviewAnswer():
    return "It's IO-aware: it accounts for reads and writes between the levels of GPU memory (HBM and SRAM), and it never materialises the attention matrix."
