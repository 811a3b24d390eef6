# Sources: S25 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": "Sparse MLA decode: each CTA gathers only its selected KV entries from HBM; "
                         "logits never leave registers; partial O and LSE are written per split and "
                         "merged.",
        "tiling": "One CTA per (request, head group) in the base grid (196 CTAs at bs = 14 against "
                  "a 384 target); kv_splits > 1 cuts each request's index stream into equal KV ranges.",
        "numericalStability": "Log-sum-exp trick.",
        "tradeOff": "stragglers, occupancy, split-K combine overhead",
    }
