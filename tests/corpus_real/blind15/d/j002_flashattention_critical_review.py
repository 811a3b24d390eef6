# Sources: S01 (paraphrase / reviewer rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "The central idea is sound: by tiling, each block of S lives only in on-chip SRAM, so "
            "the N x N attention matrix is never materialised in HBM. HBM sees Q, K, V on the way "
            "in and O on the way out."
        ),
        "tiling": (
            "The blocking is done in a very hardware-specific way and is tightly coupled to the "
            "NVIDIA memory hierarchy; on TPUs or AMD accelerators it would presumably need to be "
            "rethought."
        ),
        "numericalStability": (
            "Online softmax: the running row max is subtracted before exponentiation and the "
            "previously accumulated partial output is rescaled whenever that max changes."
        ),
        "tradeOff": (
            "The evaluation favours long sequences; for short sequences kernel launch overhead "
            "dominates and the gains shrink. More worrying is precision: the online rescaling "
            "means the result is only approximately that of standard attention and slightly "
            "inaccurate in fp16, which could shift training dynamics."
        ),
    }
