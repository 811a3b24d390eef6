# Sources: S54 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "FlashAttention-2 is faster because it tweaks the algorithm to do fewer FLOPs than standard attention; "
            "less compute means less time."
        ),
        "tiling": (
            "Parallelize the attention computation across different thread blocks even for a single head: "
            "grid = (seqlen_q / 128, batch * heads), a 128-row Q block per thread block, and inside the block Q is "
            "split across 4 warps that all share K and V."
        ),
        "numericalStability": (
            "Online softmax with a row max m and row sum l; the accumulator is rescaled by exp(m_old - m_new) and "
            "divided by l only once at the end."
        ),
        "tradeOff": (
            "FA1 split K/V across warps (split-K), so every warp had to write its partial result to shared memory "
            "and synchronise before adding them, which costs shared-memory reads/writes; FA2 avoids that."
        ),
    }
