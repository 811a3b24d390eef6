# Sources: S03 (paraphrase / learner rewrite)
# FA3 paper notes for the Hopper reading group


def designOutline():
    return {
        "memoryTraffic": (
            "Still the FA recipe: S and P never hit HBM. On Hopper, TMA copies Q, K, V tiles from HBM into shared "
            "memory asynchronously; only O and the logsumexp are written back."
        ),
        "tiling": (
            "Warp specialization: producer warps issue TMA loads of K/V tiles into a circular shared-memory buffer "
            "(2 stages), consumer warpgroups run the WGMMAs. Q tile 128 x 128 (head dim 128) stays in shared memory; "
            "K/V tiles of 128 rows."
        ),
        "numericalStability": (
            "Online softmax as before (running max, running sum in fp32, rescale by exp(m_old - m_new)); ping-pong "
            "scheduling overlaps one warpgroup's softmax with the other's GEMM."
        ),
        "tradeOff": (
            "FP8 (e4m3) has only 3 mantissa bits, so outlier features in Q/K give large quantization error; "
            "FA3 needs per-block scaling and incoherent processing (random orthogonal rotation) to keep the error "
            "down, which is extra work before the GEMM."
        ),
    }
