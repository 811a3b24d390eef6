# Sources: S05 (paraphrase; non-native learner English)
def designOutline():
    return {
        "memoryTraffic": "Basically the N*N attention matrix is not at all written in HBM. We are reading Q,K,V tiles only and writing the final O, so HBM read/write is reduced drastically.",
        "tiling": "Q matrix is divided in Tr blocks and K,V in Tc blocks. For every block of K,V we are loading it in SRAM and then looping over Q blocks (outer loop K/V, inner loop Q as per FA1 paper).",
        "numericalStability": "We are using safe softmax only, that means max is subtracted, so no overflow will come.",
        "tradeOff": "One disadvantage is that in FA1 the O and l, m are read and written to HBM again for every K/V block, because outer loop is on K/V, so extra HBM traffic is there.",
    }
