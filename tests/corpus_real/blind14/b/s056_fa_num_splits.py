# Sources: S60* (paraphrase, new writer)
def designOutline():
    return {
        "memoryTraffic": (
            "Flash-decoding: each split reads its own chunk of K/V from HBM once, the query is tiny; "
            "partial O and lse per split are the only extra writes, scores stay on chip."
        ),
        "tiling": (
            "num_splits chosen so batch * nheads * splits ~ number of SMs: batch 1, 12 heads on A100 "
            "(108 SMs) -> 9 splits; on H100 SXM (132 SMs) about 11."
        ),
        "numericalStability": (
            "Each split runs the online softmax with running max and sum in fp32; the combine step "
            "rescales each split's O by exp(lse_i - lse_final)."
        ),
    }
