# Sources: S36, S01 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "The kernel avoids the GPU global memory <-> on-chip round trips for the intermediates: S and P are "
            "produced tile by tile in shared memory / registers and never written to HBM. Per head, HBM traffic "
            "is Q, K, V in and O plus one logsumexp per row out."
        ),
        "tiling": (
            "Each thread block owns 128 query rows (kept in shared memory) and loops over K/V in 64-row tiles; "
            "grid = (N / 128, batch * heads); 4 warps, 2-stage cp.async pipeline for the K/V tiles."
        ),
        "numericalStability": (
            "Online softmax: per row a running max and running sum in fp32; the partial output is multiplied by "
            "exp(m_old - m_new) when a block raises the max; divide by the sum at the end; logsumexp stored."
        ),
        "tradeOff": (
            "During inference the peak memory barely drops, because the largest allocations there are the weights "
            "and the KV cache, not the attention matrix; the memory win shows up in training, where P no longer "
            "has to be saved for backward."
        ),
    }
