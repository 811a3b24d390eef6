# Sources: S26 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "S and P are never written to HBM; each CTA writes one O block and its row statistics.",
        "tiling": "Q blocks of 128 rows resident, K/V blocks of 64 rows streamed, d = 64, 4 warps.",
        "numericalStability": "A first pass over K computes the exact row max, and a second pass computes exp(S - max) and P V, because using a partial max would give wrong results.",
        "tradeOff": "Because P is not stored, the backward recomputes it from Q, K and the stored LSE: roughly one extra QK^T per block.",
    }
