# Sources: S26 (already-used source; learner course-project reflection)


def designOutline():
    return {
        "memoryTraffic": (
            "My CUDA kernel keeps each S tile in shared memory and multiplies it by the V tile right away; "
            "the full N x N matrix is never written to global memory. Global memory traffic is Q, K, V in and "
            "O out."
        ),
        "tiling": (
            "32 query rows per block and 32-row K/V tiles in shared memory, d = 64; one block per "
            "(batch, head, q tile). Trade-off: with 32-row tiles each K/V tile is reused by only 32 queries, "
            "so K and V are re-read from global memory N/32 times per head."
        ),
        "numericalStability": (
            "Each thread keeps its row's max and sum in registers; when a tile raises the max, the running "
            "output and sum are multiplied by exp(m_prev - m_new)."
        ),
    }
