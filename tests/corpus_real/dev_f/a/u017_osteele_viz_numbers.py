# Sources: S16 (paraphrase / learner rewrite)
# notes after playing with the sequence-length / block-size sliders


def designOutline():
    return {
        "memoryTraffic": (
            "HBM traffic of flash is Θ(N·d) in total: every K and V row is read exactly once for the whole kernel, "
            "no matter how many query blocks there are, and the block size only changes peak memory."
        ),
        "tiling": (
            "Block size slider at 128: a 128-row Q block is kept in shared memory per thread block, K/V blocks "
            "of 128 rows stream through, head dim 64."
        ),
        "numericalStability": (
            "Per row: running max m and sum l in fp32; before adding a new block, multiply the accumulator and l "
            "by exp(m_old - m_new)."
        ),
        "tradeOff": (
            "Bigger blocks mean fewer re-reads, but at 256 rows with d = 128 the K and V tiles alone are 64 KB each "
            "in fp16, so shared memory is full and only one block fits per SM: occupancy drops."
        ),
    }
