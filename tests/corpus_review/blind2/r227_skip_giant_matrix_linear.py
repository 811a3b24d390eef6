# Sources: S62 (paraphrase / learner rewrite)

def reviewAnswer():
    return "It's an IO-aware trick that skips computing the giant N x N score matrix entirely, so attention becomes linear in sequence length instead of quadratic. Less work means faster."
