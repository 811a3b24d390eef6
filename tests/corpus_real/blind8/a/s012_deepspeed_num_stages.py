# Sources: S15 (paraphrase / learner rewrite), S01


def designOutline():
    return {
        "memoryTraffic": (
            "Fused forward: q*k^T, softmax and *v inside one Triton program, so the attention "
            "probabilities are never written to HBM. Global-memory reads are q, k, v; writes are out "
            "and the per-row m / l needed for backward."
        ),
        "tiling": (
            "BLOCK = 128 query rows per program and BLOCK_N = 64 keys per step, head dim 64, "
            "num_warps = 4, num_stages = 2 so the next K/V tile is prefetched while the current one is used."
        ),
        "numericalStability": (
            "m_i / l_i running statistics in fp32; p = exp(qk - m_new), acc and l_i are scaled by "
            "exp(m_old - m_new) before p @ v is added; divide by l_i after the loop."
        ),
        "tradeOff": (
            "num_stages = 2 doubles the K/V buffers in shared memory; on the stable-diffusion shapes "
            "that ran out of shared memory, so we had to drop to num_stages = 1 (no prefetch, more "
            "load stalls) or a smaller BLOCK."
        ),
    }
