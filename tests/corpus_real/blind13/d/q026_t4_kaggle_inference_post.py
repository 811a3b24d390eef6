# Sources: S35 (paraphrase), S07 (paraphrase)


def designOutline():
    return {
        "memoryTraffic": (
            "Kaggle T4, 16 GB, long-context inference: the point is that the N x N scores are "
            "never allocated in HBM; the kernel streams K/V and writes only O."
        ),
        "tiling": (
            "T4 (64 KB shared memory per block), head dim 128, fp16. I use square 128 x 128 tiles "
            "to keep the tensor cores busy: Br = 128, Bc = 128. Each tile is 128 x 128 x 2 bytes = "
            "16 KB, so Q + K + V is 48 KB, comfortably under 64 KB. One block per 128 queries "
            "per head, 8 warps."
        ),
        "numericalStability": (
            "fp16 inputs, fp32 accumulation; per-row running max and sum, previous output "
            "rescaled by exp(m_old - m_new) whenever the max grows."
        ),
        "tradeOff": (
            "Inference only: no backward on T4 for head dim 128, because the backward's extra dO, "
            "dQ and dK/dV buffers do not fit in 64 KB of shared memory."
        ),
    }
