# Sources: S12 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Attention scores are computed per block in shared memory and immediately consumed by the P @ V product, so the score matrix is never written to global memory; output and logsumexp are written.",
        "tiling": "Work is divided into blocks and the blocks are scheduled on the GPU.",
        "numericalStability": "Per-row running maximum and sum in fp32; the output accumulator is rescaled by exp(m_old - m_new) when a new key block raises the maximum.",
        "tradeOff": "Non-determinism.",
    }
