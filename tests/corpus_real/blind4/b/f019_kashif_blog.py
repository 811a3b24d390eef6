# Sources: S19 (excerpt + learner additions)
def designOutline():
    return {
        "memoryTraffic": "Unlike standard attention, which loads entire matrices into memory, FlashAttention computes attention in small chunks directly in GPU SRAM, avoiding memory bottlenecks.",
        "tiling": "Chunks of 128 query rows x 64 key rows; the Q chunk sits in SRAM while the K/V chunks are streamed through.",
        "numericalStability": "Running row max subtracted before exp; partial sums and outputs are rescaled by exp(m_prev - m_new) when the max increases.",
        "tradeOff": "Summary: ABCD PQRS",
    }
