# Sources: S02 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "The softmax matrix is never written to HBM: one kernel loads Q, K, V tiles into SRAM, "
            "does QK^T, softmax and PV there, and writes only O and the row statistics."
        ),
        "tiling": (
            "Q split into 64-row blocks held in SRAM, K/V into 64-row blocks streamed in the "
            "inner loop, one thread block per Q block and head. Trade-off: with block-sparse "
            "masks only non-zero 64 x 64 blocks are visited, but at low sparsity the per-block "
            "index lookups add overhead and the kernel is slower than the dense one."
        ),
        "numericalStability": (
            "Keep per-row max m and sum l; for each new block set m_new = max(m, rowmax), scale "
            "the old output and l by exp(m - m_new), add exp(S - m_new) V."
        ),
    }
