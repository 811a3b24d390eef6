# Sources: S01 (paraphrase of maintainer reply), S00 (background)
def designOutline():
    return {
        "memoryTraffic": "One kernel does QK^T, the softmax and PV for a tile; the N x N scores never go out to global memory. What gets written back is O and the logsumexp, one fp32 number per row, that is all the backward needs.",
        "tiling": "Each thread block owns a block of 128 query rows and loops over key blocks of 128 columns (64 when hdim is 256). seqlen_q = 1 takes a different split-KV path, so cutting the queries into 2 or 4 chunks can select different tile sizes.",
        "numericalStability": "Row max and row sum are kept in fp32 registers. When a new K block raises the max, the output accumulator and the sum are multiplied by exp(m_old - m_new); the division by the sum happens once at the end.",
        "tradeOff": "You don't get bitwise-identical results if you compute the same thing two ways: a different tile size or number of splits adds the partial sums in another order, so context parallel with 4 chunks can differ from one call by a bf16 ulp. That's floating point, not a bug.",
    }
