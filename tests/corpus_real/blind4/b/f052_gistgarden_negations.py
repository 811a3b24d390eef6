# Sources: S05 (the page's 'common misconception' section, learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "It is not a new attention mechanism and it does not save FLOPs; what changes is the IO: the N x N attention matrix is never materialized in HBM, scores are made and consumed per tile in SRAM.",
        "tiling": "Q tiles of 128 rows stay on chip, K/V tiles of 128 rows stream through the inner loop; d = 64.",
        "numericalStability": "Not approximate: the stable softmax stays exact through a running max and by rescaling the partial output with exp(m_old - m_new) whenever the max changes.",
        "tradeOff": "Recomputation in backward: since P is not stored, S = QK^T is computed again for each tile pair, extra matmul FLOPs.",
    }
