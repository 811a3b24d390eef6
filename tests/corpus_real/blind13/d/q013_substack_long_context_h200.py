# Sources: S22 (paraphrase), S01 (paraphrase)


def designOutline():
    return {
        "memoryTraffic": (
            "H200 has 4.8 TB/s of HBM3e, but even so S would dominate at long context. "
            "Fused kernel: Q, K, V in, O and fp32 LSE out, S/P never written to HBM."
        ),
        "tiling": (
            "For typical prefill chunks (N = 2048, d = 64) the whole K and V of a head fit in "
            "shared memory at once, so each CTA loads K and V one time into SRAM, keeps them "
            "resident, and then sweeps its Q blocks of 128 rows over them without streaming "
            "anything."
        ),
        "numericalStability": (
            "Online softmax with running max m and sum l in fp32, accumulator rescaled by "
            "exp(m_old - m_new) per block; LSE saved for backward."
        ),
        "tradeOff": (
            "Causal masking makes the work triangular: query blocks near the end of the sequence "
            "do up to N/Br K/V iterations while early ones do one, so with a naive block order the "
            "last CTAs finish late and SMs idle in the tail."
        ),
    }
