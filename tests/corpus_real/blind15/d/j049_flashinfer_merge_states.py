# Sources: S21 (paraphrase / researcher rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "Shared-prefix K/V is read once into shared memory per CTA and reused by all requests "
            "in the batch; the scores stay on chip, and only (O, lse) per request are written."
        ),
        "tiling": (
            "Query tile of 64 rows; key columns gathered in blocks as narrow as 1 x 16 into "
            "shared memory before the tensor-core MMA; a load-balanced plan assigns equal-sized "
            "chunks of work to each CTA so long requests are split across SMs."
        ),
        "numericalStability": (
            "Partial states over disjoint key sets are merged exactly: lse = m + log(exp(lse1 - m) "
            "+ exp(lse2 - m)) with m = max(lse1, lse2), and O = sum_i exp(lse_i - lse) O_i in fp32."
        ),
        "tradeOff": (
            "The load-balanced plan is computed on the CPU every generation step so that it stays "
            "compatible with CUDA graphs; at very high request rates this host-side planning "
            "becomes the bottleneck."
        ),
    }
