# Sources: D07, A12 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Paged KV: the kernel reads the page table and gathers pages directly into shared memory, "
                         "no contiguous copy of the KV cache. Cascade: the shared-prefix KV is read from HBM once "
                         "for all requests in the group instead of once per request. Scores stay on chip.",
        "tiling": "plan() decides the work split on the host: long requests are cut into KV chunks handled by "
                  "several CTAs, short ones are packed together; GQA head-query fusion puts the 4 query heads of a "
                  "group x query tokens into one 64-row tile so the tensor cores are used in decode.",
        "numericalStability": "Partial states are (v, s) with s = logsumexp. merge: s = max(s1, s2) + "
                              "log(1 + exp(-|s1 - s2|)), v = v1 * exp(s1 - s) + v2 * exp(s2 - s).",
        "tradeOff": "plan() runs on the CPU and needs a 128 MB workspace; if the batch composition changes every "
                    "step the plan must be recomputed each time and that host overhead adds latency.",
    }
