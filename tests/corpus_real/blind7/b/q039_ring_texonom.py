# Sources: S38 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "The KV cache is very large so it is distributed over many nodes, but the accelerator communication makes "
            "data movement the bottleneck; ring attention sends a part of the key value to the next device without "
            "overlap."
        ),
        "tiling": (
            "Distribute in the sequence dimension: each device owns one contiguous chunk of tokens and its query "
            "block, and K/V blocks circulate around the ring topology."
        ),
        "numericalStability": (
            "Exact, not approximate: each device keeps a running max and sum per query row and rescales its "
            "accumulator by exp(m_old - m_new) when merging a received KV block."
        ),
        "tradeOff": "Even at more than 512K context the retrieval performance does not decrease.",
    }
