# Sources: S16 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": [
            "The per-device Pallas kernel never materialises the score matrix in HBM.",
            "Each step reads one Q shard and one K/V shard and writes O plus the LSE per row.",
        ],
        "tiling": [
            "Zigzag sharding: the sequence is cut into 2P chunks and device i gets chunks i and "
            "2P-1-i, so every device holds one early and one late chunk.",
            "Inside the kernel: 128-row query blocks x 128-row key blocks, blocks fully above "
            "the causal diagonal skipped.",
        ],
        "numericalStability": [
            "Running max m and running sum l per row in fp32.",
            "Accumulator and l rescaled by exp(m_old - m_new) before each new block is added.",
        ],
        "tradeOff": [
            "Naive contiguous causal sharding caps throughput at about half: the device holding "
            "the first chunk masks out almost everything while the last device computes full "
            "blocks, and the ring waits for the slowest one every step.",
        ],
    }
