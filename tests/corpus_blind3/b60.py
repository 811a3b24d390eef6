def designOutline():
    return {
        "memoryTraffic": "Fused kernel: Q, K, V read, O written, nothing N x N ever stored in HBM; the score tile lives in registers.",
        "tiling": "Q blocks of 64 rows per CTA (grid = N/64 x heads), K/V blocks of 64 rows streamed through shared memory in the inner loop.",
        "numericalStability": "Running max m and running sum l per row. When a block raises the max, the partial sum and the accumulated output are rescaled by exp(m_old - m_new) before the block is added. The design fails when that correction is skipped: earlier blocks are then weighted against a stale max and the row no longer sums to one.",
    }
