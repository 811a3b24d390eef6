# Sources: S63* (paraphrase, new writer)
def designOutline():
    return {
        "memoryTraffic": "n/a (backward only)",
        "tiling": (
            "VJP block sizes scale with the head dim: keep the default config while a padded row is "
            "<= 512 bytes (head dim 256 in bf16) and halve block_q/block_k once it is larger; "
            "num_stages stays at 2."
        ),
        "numericalStability": (
            "The backward recomputes P = exp(S - lse) from the stored fp32 logsumexp; dq, dk, dv "
            "accumulate in fp32 and are checked against an unfused fp32 reference (7.5e-3)."
        ),
        "tradeOff": (
            "On A100 with fixed blocks, head dim 320/512 in bf16 did not compile: 203136 bytes of "
            "shared memory requested, 166912 available, because padded rows of 1024 bytes blow up "
            "the tile footprint."
        ),
    }
