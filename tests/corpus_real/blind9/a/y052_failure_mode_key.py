# Sources: S10, B1 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Forward writes only O and the row logsumexp; the KQ^T scores and probabilities are built in "
                         "SRAM one tile at a time and never reach HBM.",
        "tiling": "128-row Q tile per CTA resident in shared memory, 64-row K/V tiles streamed with 2 stages, d = 128 "
                  "(32 KB + 2 x 32 KB smem), 4 warps.",
        "numericalStability": "Running max and running sum per row, kept in fp32; old partial output rescaled by "
                              "exp(m_old - m_new) when a new tile raises the max; logsumexp saved for backward.",
        "failure_mode": "With head_dim = 256 the same 128 x 64 tiles need more than the shared memory of an A100 "
                        "(163 KB per block), so the kernel cannot launch unless the tiles are shrunk.",
    }
