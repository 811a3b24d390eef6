# Sources: S102 (paraphrase / learner rewrite)

def reviewAnswer():
    return "It uses a kernel feature-map trick so attention becomes linear in sequence length: it never computes the N×N matrix at all, so it's O(N) time and memory."
