# Sources: S105 (paraphrase / learner rewrite)

def reviewAnswer():
    return "The arithmetic is the same; what changes is how many trips are made between HBM (off-chip, ~2 TB/s on an A100) and on-chip SRAM (~19 TB/s, roughly 10x faster). FlashAttention tiles Q, K and V so each block of scores is computed, softmaxed and multiplied by V while it sits in SRAM, so the N×N score matrix never gets written out to HBM."
