# Sources: S123 (paraphrase / learner rewrite)

def reviewAnswer():
    return "Because it cuts memory 10-20x (linear instead of quadratic), you can fit much bigger batches, and that's why training is 2-4x faster. The attention itself is exact."
