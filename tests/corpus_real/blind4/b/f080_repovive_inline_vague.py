# Sources: S36 (learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Reads Q, K, V from HBM in blocks and writes only the final O; the attention matrix never gets materialized there.",
        "tiling": "Blocks of 128 queries x 64 keys in SRAM; the Q block is fixed, the K/V blocks loop. Downside: it is harder to implement.",
        "numericalStability": "Running max and sum, rescale the previous output with exp(m_old - m_new).",
    }
