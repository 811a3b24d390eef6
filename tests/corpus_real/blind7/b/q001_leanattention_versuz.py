# Sources: S01 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "Decode phase: only 1 new query token per step and the KV-cache is already populated in HBM. "
            "Each CTA streams its LeanTile slice of the K/V cache from HBM exactly once; the scores of the "
            "single query never go back to HBM, only a partial O plus the row max and sum are written to a "
            "small workspace for the final reduction."
        ),
        "tiling": (
            "Stream-K style mapping: the total number of KV iterations (context length / 256-token LeanTiles, "
            "over all heads) is divided evenly across all SMs, one persistent CTA per SM, so a CTA may start in "
            "the middle of one head and finish in the next one."
        ),
        "numericalStability": (
            "We treat the softmax re-scaling as an associative reduction operator: every CTA keeps its own "
            "running max m and running sum l, and the host CTA merges the partials by scaling each partial O "
            "and l by exp(m_i - m_max) before adding them, so the merge is exact."
        ),
        "tradeOff": (
            "The reduction is not free: partial outputs go through a global scratch buffer and the host CTA "
            "spins on flags until the other CTAs of its head are done. For short contexts (a few k tokens) "
            "batch x heads already fills the GPU, so this sync overhead eats the gain."
        ),
    }
