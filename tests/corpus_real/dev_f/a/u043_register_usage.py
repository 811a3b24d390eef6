# Sources: S08, S12 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "The kernel reads Q, K, V from HBM and writes only O and the per-row logsumexp; every S/P tile is "
            "produced and consumed on chip, never stored to HBM."
        ),
        "tiling": (
            "Q blocks of 64 rows (one per thread block, kept in shared memory), K/V blocks of 64 rows streamed in "
            "the inner loop, 4 warps each owning 16 query rows."
        ),
        "numericalStability": (
            "Each warp keeps its rows' running max and sum in fp32 registers and multiplies its accumulator by "
            "exp(m_old - m_new) when the max grows."
        ),
        "tradeOff": "It uses more registers than the unfused version, so register usage is higher.",
    }
