# Sources: S41 (learner reading of a social post about automatic fusion)
def designOutline():
    return {
        "memoryTraffic": "With the new indexing the fusion is automatic: the softmax range is ended with a STORE+LOAD, so our kernel writes the score tile to global memory and loads it back between the max and the exp.",
        "tiling": "Tiles are chosen automatically by the scheduler (BEAM search); I don't fix them.",
        "numericalStability": "Online softmax with a running max; the accumulator is multiplied by exp(old_max - new_max) when the max grows.",
        "tradeOff": "BEAM search takes minutes per shape because every candidate kernel is compiled and timed.",
    }
