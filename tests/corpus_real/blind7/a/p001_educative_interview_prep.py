# Sources: S01 (paraphrase / learner rewrite), S37 (paraphrase)
def designOutline():
    return {
        "memoryTraffic": "What the interviewer wants to hear: attention is memory bound, not compute bound. "
                         "My kernel reads Q, K, V from HBM block by block, and the N x N score matrix is never "
                         "written out to HBM - it only exists in SRAM for one block and then it's gone. The only "
                         "writes are the output O plus two small per-row vectors (max and sum).",
        "tiling": "Outer loop over query blocks of 64 rows, one thread block per (query block, head); inner loop "
                  "pulls K/V blocks of 64 rows into shared memory, computes the 64x64 score tile, uses it and "
                  "throws it away before the next K/V block.",
        "numericalStability": "Running max and running sum per query row. When a new block has a bigger max, I "
                              "multiply the old sum and the old partial output by exp(old_max - new_max) so "
                              "everything is relative to the same max, then divide by the sum once at the very "
                              "end. Same output as normal attention, it is not an approximation.",
        "tradeOff": "Backward needs P but we never stored it, so it gets recomputed from Q, K and the saved row "
                    "stats - more FLOPs in the backward pass, in exchange for O(N) extra memory instead of O(N^2).",
    }
