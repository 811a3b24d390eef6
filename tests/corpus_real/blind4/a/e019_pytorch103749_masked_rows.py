# Sources: I10, I12 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Scores for a (query block, key block) pair stay in SRAM; a boolean padding mask is read "
                         "tile by tile next to K; O and LSE written.",
        "tiling": "Use blocks that fit in shared memory and divide the sequence evenly.",
        "numericalStability": "Masked scores are set to -inf. If a whole row is masked, m stays -inf and "
                              "exp(-inf - (-inf)) = NaN, so the kernel checks m == -inf and uses 0 as the shift; the "
                              "row then has l = 0 and its output is written as 0 instead of NaN.",
        "tradeOff": "Fails when a padding row is fully masked and the guard is missing: the NaN goes into O and "
                    "then into every later layer; filling with finfo.min instead of -inf hides it but gives a "
                    "uniform average over padding.",
    }
