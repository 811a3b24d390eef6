# Sources: S12 (paraphrase of article)
def designOutline():
    return {
        "memoryTraffic": "Lesson 1 — the memory wall: my kernel never writes the N×N score matrix to HBM; each 64×64 score tile "
                         "lives in shared memory/registers and dies after it is multiplied by V.",
        "tiling": "Lesson 2 — tiles: 64 query rows per block, resident in shared memory; K/V in 64-row tiles, double-buffered; "
                  "d = 64 in fp32 -> 16 KB per tile.",
        "numericalStability": "Lesson 3 — online softmax: running max + running sum per row; every new tile rescales the old "
                              "output by exp(m_old − m_new) before adding its own part.",
        "tradeOff": "Lesson 4 — honestly it is much harder to implement and debug than the naive version.",
    }
