# Sources: S24 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Processes attention in smaller blocks, keeping intermediate values in fast SRAM rather "
                         "than writing the N x N weights to slower GPU memory; only Q, K, V in and O out.",
        "tiling": "one CTA per 128 query rows (Q tile held in SRAM); K/V blocks of 64 rows streamed through in "
                  "the inner loop.",
        "numericalStability": "The output is nearly the same as normal attention (slightly inaccurate because of "
                              "the blockwise softmax); running max and sum are kept per row and the partial "
                              "output is rescaled.",
        "tradeOff": "Head dims that don't match the kernel's supported sizes can cost ~20%: the kernel pads "
                    "head_dim up (e.g. 80 -> 128) so a big chunk of the tensor-core work is spent on padding.",
    }
