# Sources: S21 (paraphrase / reviewer rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "Optimises memory access through a unified block-sparse format that reduces "
            "redundancy across requests."
        ),
        "tiling": (
            "Every KV layout (paged, radix tree, tree mask) is a block-sparse row matrix; a query "
            "tile of 16-128 rows meets key columns gathered into shared memory with a block width "
            "as small as 1, then goes through the tensor cores as in FA2/FA3."
        ),
        "numericalStability": (
            "Attention states are (O, lse) pairs; two states over disjoint key sets are merged by "
            "rescaling each O with exp(lse_i - max(lse)) in fp32, which makes cascade and split-KV "
            "attention exact."
        ),
        "tradeOff": "Limitations: hardware specificity, CPU planning overhead, narrow benchmarks.",
    }
