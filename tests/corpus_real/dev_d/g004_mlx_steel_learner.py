# Sources: S07, S08 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Whole attention is one Metal kernel. Q, K, V come from device memory; the scores S = QK^T and P are never written to device memory, only O is.",
        "tiling": "Tiles are loaded by the steel BlockLoader helper, their sizes come from template parameters (BROWS, BCOLS) and are chosen to be efficient.",
        "numericalStability": "softmax done in float accumulators; a running max per row, and the old output is multiplied by exp(old_max - new_max) when the max grows",
        "tradeOff": "Older Metal versions have no native bfloat, so the kernel emulates bf16 with bit tricks (round-to-nearest-even on the upper 16 bits), which costs extra ALU work on every load and store.",
    }
