# Sources: S08, S01 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "FlashAttention needs O(N^2 d / M) HBM accesses instead of O(N^2) because each K/V element is loaded once per Q tile.",
        "tiling": "Q tile of 64 rows stays in shared memory; K/V tiles of 64 rows stream; one block per Q tile and head.",
        "numericalStability": "Running max and running sum per query row, old output scaled by exp(m_old - m_new).",
        "tradeOff": "Small M (e.g. 48 KB shared memory on older GPUs) means small tiles, so K and V are re-read from HBM many more times.",
    }
