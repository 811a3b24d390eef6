# Sources: S02 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": "HBM: Q read once, K and V read once per query block, O written once, plus the logsumexp "
                         "vector. S and P never touch HBM. FA1 with the K/V-outer loop also had to read and write O "
                         "and the stats for every K/V block; putting Q outside removes those O round trips.",
        "tiling": "FA2 order: each thread block owns one query block (Br = 128, d = 128) for its whole life, "
                  "parallel over (seq blocks x batch x heads) so even batch 1 fills the SMs; inside, 4 warps split "
                  "the Q rows (split-Q) instead of splitting K, so warps do not exchange partial results through "
                  "shared memory.",
        "numericalStability": "Unnormalised accumulator: keep m and l per row in fp32, rescale acc by exp(m_old - m_new) "
                              "when the max moves, and divide by l only once after the last K/V block.",
        "tradeOff": "Splitting the work across warps by Q rows needs each warp to hold its own fp32 accumulator "
                    "(rows x d) in registers; at d = 256 this raises register pressure and the block size has to drop.",
    }
