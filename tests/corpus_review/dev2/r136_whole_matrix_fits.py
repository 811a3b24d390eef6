# Sources: S101 (paraphrase / learner rewrite)

def reviewAnswer():
    return "Flash attention loads Q, K, V into SRAM once and computes the whole attention matrix there, because SRAM can hold the full matrix, then writes only the output to HBM. Fewer HBM trips = faster."
