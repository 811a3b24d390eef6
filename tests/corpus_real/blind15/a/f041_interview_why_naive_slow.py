# Sources: S01 (paraphrase / learner rewrite, interview answer)


def designOutline():
    return {
        "memoryTraffic": "Why is naive attention slow? Because it writes S = QK^T to HBM, reads it back for the softmax, "
                         "writes P, and reads P again for PV: four N x N trips through HBM, and the GPU is memory-bound.",
        "tiling": "Each CTA owns 64 query rows (kept in shared memory) and walks K/V in 64-row tiles; "
                  "grid = (N/64, batch*heads).",
        "numericalStability": "Running max and running sum per row in fp32, partial output rescaled by "
                              "exp(m_old - m_new) whenever a new K tile raises the max.",
        "tradeOff": "With N = 256 there are only 4 query tiles per head; at small batch that is too few CTAs to fill "
                    "the 108 SMs of an A100, so the fused kernel gains little.",
    }
