# Sources: S35 (German chapter; learner writing in English)
def designOutline():
    return {
        "memoryTraffic": "Standard: softmax(QK^T/sqrt(d_k)) is materialized n x n. Flash: blocks of Q, K, V are loaded into SRAM, S is never stored in HBM, only O is written back.",
        "tiling": "B_r = 128 rows of Q (in SRAM), B_c = 64 rows of K/V streamed; d_k = 128.",
        "numericalStability": "The classic softmax needs the maximum of all inputs, so a partial max would give wrong results: first a pass over all K blocks finds the exact row max, then a second pass computes the sum and the output.",
        "tradeOff": "The two passes mean K is read twice from HBM for every query block.",
    }
