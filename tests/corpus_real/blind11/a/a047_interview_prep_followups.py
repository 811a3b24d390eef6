# Sources: S02 (paraphrase / learner rewrite of interview follow-up answers)


def designOutline():
    return {
        "memory_traffic": [
            "Q, K, V read from HBM tile by tile",
            "S and P stay in shared memory / registers and are never stored to HBM",
            "write O and the LSE (B*H*S floats) at the end",
        ],
        "tiling": [
            "block_m = 64, block_n = 64, head_dim = 96",
            "Q tile resident in shared memory, K/V tiles double buffered",
            "one CTA per (q tile, head), 4 warps",
        ],
        "numerical_stability": [
            "online softmax (Milakov-Gimelshein): running max and running sum per row in fp32",
            "acc *= exp(old_max - new_max) before adding the new block",
        ],
        "failure_modes": [
            "causal block where a row is all -inf: exp(-inf - (-inf)) = NaN unless the row is guarded",
            "register pressure: block_m*d/num_warps fp32 accumulators per warp; too many and the kernel spills",
        ],
    }
