def _memory():
    return ("S and P are never written to global memory. The kernel reads Q, K, V "
            "and writes O plus one logsumexp per row; K/V are re-read once per query block.")


def _tiling(block_m, block_n):
    return (f"Query blocks of {block_m} rows are pinned in shared memory, one per program; "
            f"K and V are streamed in blocks of {block_n} rows in the inner loop.")


def _stability():
    return ("Online softmax with a running max and running sum in fp32; the accumulator is "
            "rescaled by exp(m_old - m_new) whenever the running max grows.")


def designOutline():
    return {
        "memoryTraffic": _memory(),
        "tiling": _tiling(128, 32),
        "numericalStability": _stability(),
        "failureMode": "Causal masking: programs for late query blocks do many more K/V blocks than early ones, so with a naive grid the last CTAs finish long after the first (load imbalance).",
    }
