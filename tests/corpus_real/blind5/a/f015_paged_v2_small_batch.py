# Sources: S14 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Decode: one query token per sequence. K/V are read from the paged cache (block table lookup, 16-token blocks) straight into shared memory; the logits for one sequence live in shared memory and never go to HBM. Writes: the output vector, plus for v2 a small per-partition (max, sum, partial out) record.",
        "tiling": "v1: one thread block per (sequence, head), loops over the whole context. v2: one thread block per (sequence, head, 512-token partition), then a second reduce kernel merges partitions.",
        "numericalStability": "Each partition keeps its own max and exp-sum; the reduce kernel rescales each partition's output by exp(max_p - global_max) and divides by the rescaled global sum.",
        "tradeOff": "v2 adds a reduction kernel and scratch for the partials, so with one partition or lots of sequences*heads (> 512 here) v1 is used: there is already enough parallel work and the extra launch would only cost time.",
    }
