# Sources: S20 (excerpt + paraphrase, translated from Japanese)

def reviewAnswer():
    return "The core idea of Flash Attention is IO-awareness: rather than the amount of computation, it optimises the GPU's memory access pattern. The N×N intermediates S and P (256 MB at N = 8192 in fp16 for one head) are never written to HBM; each tile is processed in SRAM, so HBM reads and writes drop."
