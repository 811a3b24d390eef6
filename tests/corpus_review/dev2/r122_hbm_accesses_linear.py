# Sources: S121 (paraphrase / learner rewrite)

def reviewAnswer():
    return "It's exact, same math. The trick is SRAM tiling: the number of HBM reads and writes drops from O(n²) to O(n), which is why it's faster, and memory use also becomes O(n)."
