# Sources: S35 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "Blockwise attention never builds the attention matrix: each device keeps only its query block, the KV "
            "block currently being used, the one in flight, and the output accumulators."
        ),
        "tiling": (
            "Each device holds one query block; key-value blocks rotate around the ring of devices, one hop per "
            "step, and the order in which a device sees the KV blocks does not matter."
        ),
        "numericalStability": (
            "The order only does not matter as long as you combine the statistics correctly: a running max and "
            "denominator per query row, and the accumulator rescaled by exp(m_old - m_new) when a new KV block "
            "raises the max."
        ),
        "tradeOffs": (
            "Communication is completely hidden only if computing attention on a block takes longer than sending "
            "that block; with small blocks or slow links the send is exposed and the zero-overhead claim is lost."
        ),
    }
