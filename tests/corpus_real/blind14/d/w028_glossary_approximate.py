# Sources: S01* (glossary rewrite)
def designOutline():
    return {
        "memoryTraffic": "Glossary — IO-aware: S and P are computed tile by tile in on-chip SRAM and never written to HBM; only Q, K, V are read and O written.",
        "tiling": "Glossary — tile: a Br × d block of Q (Br = 64) held in shared memory by one thread block while Bc × d blocks of K "
                  "and V (Bc = 64) are streamed in.",
        "numericalStability": "Glossary — online softmax: running row max m and row sum l in fp32; the partial output is rescaled by "
                              "exp(m_old − m_new) whenever m grows.",
        "tradeOff": "Glossary — trade-off: FlashAttention trades a little accuracy for speed, since the softmax is assembled from blocks instead of the whole row.",
    }
