# Sources: S06, S01 (paraphrase; non-native learner English)
def designOutline():
    return {
        "memoryTraffic": "Q, K and V are read from HBM in blocks, O is written to HBM at the end. The S = QK^T block is only in the SRAM, it is never saved to HBM, also P.",
        "tiling": "Block sizes: BLOCK_SIZE_Q = 64 and BLOCK_SIZE_K = 64 for head_dim 64. The Q block is loaded one time, the loop is over the K/V blocks.",
        "numericalStability": "We are subtracting the running maximum before exp, and we are updating the running sum; when maximum is changing, old values are multiplied with exp(old_max - new_max).",
        "tradeOff": "When I tried block (128,128) it was slower, I think it is because of the registers, too many for one thread, so the occupancy was going down.",
    }
