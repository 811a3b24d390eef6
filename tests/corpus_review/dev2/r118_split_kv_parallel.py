# Sources: S118 (paraphrase / learner rewrite)

def reviewAnswer():
    return "The speed comes from parallelism: it splits the keys/values along the sequence so all the SMs stay busy, even at batch size 1 with a long context."
