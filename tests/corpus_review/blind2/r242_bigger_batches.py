# Sources: S69 (paraphrase / learner rewrite)

def reviewAnswer():
    return "Because it never materialises the attention matrix it uses way less VRAM, so you can run much bigger batches, and that is where the throughput comes from."
