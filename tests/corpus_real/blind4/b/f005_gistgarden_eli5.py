# Sources: S05 (paraphrase / learner rewrite of an ELI5 explainer)
def designOutline():
    return {
        "memoryTraffic": "Like cleaning one small area at a time with a tiny basket: Q, K, V come from HBM in small chunks, the N x N attention matrix is never materialized in HBM, and only the output O goes back.",
        "tiling": "Chunks: 64 queries per block x 64 keys per step. The basket (SRAM) holds one Q chunk for the whole pass and one K/V chunk at a time.",
        "numericalStability": "Same math as before, not a new attention: a running max is subtracted before exp, and the partial sums and partial outputs get rescaled by exp(old max - new max) when the max changes.",
        "tradeOff": "The catch: in training the backward pass has to redo the QK^T products because the chunks were thrown away, so there is extra compute.",
    }
