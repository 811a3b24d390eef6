# Sources: S02 (paraphrase of the PR description and review thread)

def designOutline():
    return {
        "memoryTraffic": "The online attention op reads Q once and streams K and V tiles; the score tile and the exponentiated probabilities stay in registers/shared memory and are never written to global memory. Writes are the output tile plus the per-row max and sum needed by finalization.",
        "tiling": "Each workgroup owns 64 query rows and loops over the key dimension in tiles of 64 keys staged through shared memory; the output accumulator for the 64 rows stays resident for the whole loop.",
        "numericalStability": "Per row we keep the running max and running sum in fp32 and rescale the accumulator by exp(old_max - new_max) whenever the max grows. A fully masked row has every score at -inf, so numerator and denominator are both 0; the finalization guards sum == 0 and writes 0 for that row instead of 0/0 = NaN. For any other row, after subtracting the max at least one term is exp(0) = 1, so the sum is >= 1 and the guard never fires.",
        "tradeOff": "The guard changes semantics: a fully masked row comes out as 0 rather than NaN, matching SDPA's safe softmax, but a reviewer pointed out that 0/0 arguably should stay NaN, so a real upstream masking bug can be silently hidden by the zeros.",
    }
