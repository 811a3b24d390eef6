# Sources: S16, S01 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "S/P tiles stay on chip and are never written to HBM; HBM reads Q, K, V and writes O and the "
            "per-row logsumexp."
        ),
        "tiling": (
            "BLOCK_M = 64 query rows resident in shared memory per thread block, BLOCK_N = 64 K/V rows per "
            "iteration, d = 128 -> 16 KB + 2 x 16 KB = 48 KB. Trade-off: at head dim 256 the same tiles need "
            "96 KB, so BLOCK_N has to drop to 16-32, which doubles the loop iterations and leaves the tensor "
            "cores under-used."
        ),
        "numericalStability": (
            "Online softmax with running max and sum (fp32) per row; rescale the output accumulator by "
            "exp(m_old - m_new) whenever the max increases; divide by the sum at the end."
        ),
    }
