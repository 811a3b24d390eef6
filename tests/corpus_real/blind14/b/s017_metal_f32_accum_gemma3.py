# Sources: S19 (paraphrase)
def designOutline():
    return {
        "memoryTraffic": "Not really relevant on Metal, memory is unified.",
        "tiling": (
            "Metal FA kernel: one threadgroup per 8 query rows with the Q tile in threadgroup memory, "
            "K/V streamed in 32-row chunks, 4 simdgroups each take part of the KV loop and are "
            "reduced at the end."
        ),
        "numericalStability": (
            "Use F32 for the output accumulator lo and the row sum S; the row max M is tracked per "
            "query row, and lo and S are rescaled by exp(M_old - M_new) per chunk."
        ),
        "failure_modes": (
            "Above 32k context the F16 accumulator lo overflowed (65504 max) and Gemma 3 27B gave "
            "garbage; F32 fixes it but doubles the threadgroup memory for lo, so fewer threadgroups "
            "fit per core."
        ),
    }
