# Sources: S07, S12 (paraphrase / learner rewrite)

def reviewAnswer():
    return " ".join([
        "The arithmetic is identical; what changes is traffic to HBM.",
        "Naively, QKᵀ produces an N×N matrix that is written to HBM, read back for softmax, written again and read for PV: four N×N transfers.",
        "FlashAttention keeps each tile of S and P in registers and SRAM inside one fused kernel and never writes them out, so those transfers vanish; attention is memory-bound, so the time drops.",
    ])
