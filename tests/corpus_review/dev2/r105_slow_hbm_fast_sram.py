# Sources: S104 (paraphrase / learner rewrite)

def reviewAnswer():
    return "Flash attention speeds things up by avoiding storing the large intermediate attention matrix: it uses tiling to process attention in small blocks kept in fast on-chip SRAM and minimises the slow reads and writes to HBM."
