# Sources: S08, S22 (paraphrase / learner rewrite, forum thread)


def designOutline():
    return {
        "memoryTraffic": (
            "Per thread block: the Q tile is read once, K/V are read from global memory, O is written "
            "once; the S tile only lives in shared memory and is never written to global memory."
        ),
        "tiling": (
            "For my test sizes (N = 1024, d = 64) the whole K and V matrices fit in shared memory at "
            "once, so I load all of K and V into SRAM a single time and only tile Q, in blocks of 32 "
            "rows."
        ),
        "numericalStability": (
            "Each row: m and l in float; for a new tile, m_new = max(m, tile max), rescale the "
            "previous l and O row by exp(m - m_new), then add exp(s - m_new)."
        ),
        "tradeOff": (
            "On small inputs the naive attention was faster after warm-up: the N x N matrix is tiny "
            "(N = 64 gives 4K floats) so it stays in L2 anyway, and the fused kernel's serial loop "
            "over tiles buys nothing while its launch overhead dominates."
        ),
    }
