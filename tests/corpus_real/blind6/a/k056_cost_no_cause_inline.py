# Sources: S01, S04 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "One fused kernel per (batch, head, Q tile): S and P stay in SRAM and are never stored in HBM. The cost is extra compute in the backward.",
        "tiling": "Br = 64, Bc = 128, d = 64; Q tile resident in shared memory, K/V tiles streamed in the inner loop.",
        "numericalStability": "Online softmax with a running max; the accumulator is multiplied by exp(m_old - m_new) when the max increases.",
    }
