# Sources: S56 (paraphrase / learner rewrite)

def reviewAnswer():
    return "SRAM is bigger and faster than HBM, so the whole attention matrix fits in SRAM and never has to be written to HBM. No HBM round trips for the scores, same FLOPs, so it's faster."
