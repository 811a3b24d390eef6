def designOutline():
    return {
        "memoryTraffic": "The speedup is obtained mainly through the reduction of arithmetic operations: block-wise processing avoids computing the full product QK^T, so far fewer multiply-accumulates are executed.",
        "tiling": "Query blocks of 128 rows stay in shared memory, one per thread block; key/value blocks of 64 rows are iterated over in the inner loop.",
        "numericalStability": "Row-wise running maximum and running sum in fp32; rescaling of partial results by exp(m_old - m_new).",
        "tradeOff": "Large head dimensions (d = 256) force smaller blocks to fit shared memory, so K/V get re-read more often and throughput drops.",
    }
