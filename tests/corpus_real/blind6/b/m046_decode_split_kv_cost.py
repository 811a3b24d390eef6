# Sources: S23, S10 (learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Decode step: one query row per head; the KV cache is streamed from HBM once; each split writes its partial O and its (m, l) to a small workspace in HBM, never the scores.",
        "tiling": "Split the KV sequence into chunks of 512 tokens; grid = (num_splits, batch*heads); a second tiny kernel reduces the splits.",
        "numericalStability": "Each split keeps its own max and sum; the reduction rescales each partial O by exp(m_split - m_global) and divides by the total sum.",
        "tradeOff": "For short contexts the split costs more than it saves: the extra reduction kernel and the workspace round-trip are fixed overhead, and with < 2 splits per head there is nothing to parallelise.",
    }
