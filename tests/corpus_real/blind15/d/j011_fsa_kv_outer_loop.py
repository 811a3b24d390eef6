# Sources: S19, S33 (paraphrase / researcher rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "Scores for the selected blocks are formed in SRAM and never written to HBM. Each "
            "selected KV block is loaded once per KV-block program and reused by every query that "
            "picked it, instead of being gathered again for each query token."
        ),
        "tiling": (
            "Loop order inverted with respect to NSA: the outer loop runs over KV blocks of 64 "
            "tokens, the inner loop over the query tokens that selected that block, gathered by "
            "index into 64-row tiles. With only 1-4 query heads per GQA group, the query-outer "
            "order would pad every MMA up to the 8-row minimum."
        ),
        "numericalStability": (
            "A query's contributions now come from several KV-block programs, so each program "
            "writes its partial output together with the partial row max and row sum, and a second "
            "kernel merges them by rescaling every partial with exp(m_i - m) before summing."
        ),
        "tradeOff": (
            "The inverted loop needs that two-stage reduction: an extra kernel plus HBM writes of "
            "partial outputs, which eats the whole gain when a model already has 8 or more query "
            "heads per GQA group and the original loop order had no padding."
        ),
    }
