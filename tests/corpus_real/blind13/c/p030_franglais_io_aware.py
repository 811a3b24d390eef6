# Sources: S01 (paraphrase / learner rewrite, French-English code-switched)


def designOutline():
    return {
        "memoryTraffic": (
            "The idea is to be IO-aware: on optimise les accès mémoire and avoid unnecessary data movement "
            "between the memory levels, to use the GPU better."
        ),
        "tiling": (
            "Br = 64 query rows per block kept in shared memory, Bc = 64 K/V rows streamed in the inner "
            "loop; one thread block per (query block, head)."
        ),
        "numericalStability": (
            "Online softmax: m and l per row in fp32, rescale with exp(m_old − m_new) when the max grows, "
            "divide by l at the end."
        ),
        "tradeOffs": "recomputation, occupancy, register pressure, load imbalance",
    }
