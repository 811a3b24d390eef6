# Sources: S26 (*) (paraphrase), S01 (paraphrase)


def designOutline():
    return {
        "memoryTraffic": (
            "The kernel reads Q, K and V from HBM and writes O and the per-row logsumexp; the "
            "attention matrix S and the probabilities P stay in SRAM and registers and are never "
            "materialised in HBM."
        ),
        "tiling": (
            "FA2 ordering: parallelise over query blocks of 128 rows (plus batch and heads), each "
            "CTA keeps its Q tile and fp32 O accumulator on chip and loops over K/V blocks of 64 "
            "rows. Head dim 64, fp16: 16 + 8 + 8 = 32 KB of shared memory."
        ),
        "numericalStability": (
            "Online softmax with m and l per row in fp32; the unnormalised accumulator is rescaled "
            "by exp(m_old - m_new) and divided by l only once at the very end (FA2's trick to save "
            "non-matmul FLOPs)."
        ),
        "tradeOff": (
            "The cost is exactness: because the softmax is assembled block by block with running "
            "statistics, the result is a close approximation of standard attention rather than "
            "identical, which is accepted for the 2x speed."
        ),
    }
