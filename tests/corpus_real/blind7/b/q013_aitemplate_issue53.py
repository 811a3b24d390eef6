# Sources: S13 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "The flash_attention op loads Q, K, V tiles once and does not write the attention matrix out to global "
            "memory."
        ),
        "tiling": (
            "One thread block per (batch, head, 64-row Q block); K and V tiles of 64 rows are loaded into shared "
            "memory in turn."
        ),
        "numericalStability": "Row max and row sum of the softmax are kept in fp32 inside the kernel.",
        "tradeOff": (
            "It is flash attention's limitation: head_size has to be one of [8, 16, 32, 64, 128], otherwise it "
            "fails to forward, because the kernel is only instantiated for those head sizes and the shared memory "
            "per block is sized for them."
        ),
    }
