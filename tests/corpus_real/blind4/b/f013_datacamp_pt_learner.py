# Sources: S12 (Portuguese edition; learner rewrite in non-native English)
def designOutline():
    return {
        "memoryTraffic": "The attention is calculated in small blocks that fit in the SRAM, so the intermediate results (the scores matrix) are never written back to HBM; HBM only give Q, K, V and receive O.",
        "tiling": "Blocks of 64 queries and 64 keys, d = 64: the Q block stays in shared memory during the inner loop over the K,V blocks; one thread block for each Q block and head.",
        "numericalStability": "Each block is normalised with its own max and its own sum, and after the outputs of the blocks are summed, weighted by the block size, so no block needs the others.",
        "tradeOff": "Recalculation (FA1, FA2, FA3 all do it): the backward pass computes the attention blocks again from Q and K, more arithmetic but no N x N memory.",
    }
