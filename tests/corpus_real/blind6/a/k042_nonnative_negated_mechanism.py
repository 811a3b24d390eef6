# Sources: S07 (paraphrase; non-native learner English)
def designOutline():
    return {
        "memoryTraffic": "In standard attention S is write to HBM and read back, it is the main cost. Standard attention also write P to HBM.",
        "tiling": "Block of 64 query per CTA, K and V block of 64 key loaded to shared memory in the loop over key blocks.",
        "numericalStability": "The max is keep per row during the loop and the old accumulator is multiply by exp(m_old - m_new) if the max change.",
        "tradeOff": "For causal and seq 128 the speedup was small (1.75x) because there are only 2 query blocks per head, not enough blocks to fill all the SMs.",
    }
