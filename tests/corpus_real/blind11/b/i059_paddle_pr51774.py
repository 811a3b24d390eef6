# Sources: S14 (learner rewrite of a PR title)

def designOutline():
    return {
        "memoryTraffic": "Memory efficient attention: Q/K/V tiles are read from global memory, the score tile stays in shared memory/registers, and only the output and the padded lse go back to global memory.",
        "tiling": "kQueriesPerBlock = 64, kKeysPerBlock = 64, head_dim up to 128; one CTA per (query block, head, batch), K/V blocks iterated in the main loop.",
        "numericalStability": "Per row running max mi and running sum s_prime in fp32; when mi grows, the output accumulator is rescaled by exp(mi_old - mi_new); the lse (mi + log s_prime) is written padded to a multiple of 32 for the backward.",
        "tradeOff": "TODO",
    }
