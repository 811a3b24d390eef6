# Sources: S124 (paraphrase / learner rewrite)

def reviewAnswer():
    return "The main reason is that the online softmax needs fewer operations than the normal three-pass softmax, so the whole thing does less work. It also writes the N×N matrix to HBM only once instead of twice."
