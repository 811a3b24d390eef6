# Sources: S02 (paraphrase / learner rewrite of interview-prep answers)


def designOutline():
    return {
        "memory_traffic": (
            "Space is O(B*H*S*D) for Q/K/V/O plus O(B*H*S) for the logsumexp. The S x S attention matrix "
            "is never written to global memory: scores live in shared memory / registers for one tile and "
            "are thrown away after the P@V step."
        ),
        "tiling": (
            "Variable-block tiling: for head_dim=72 I pick block_m=96, block_n=48. Shared memory = "
            "block_m*d*2 + 2*block_n*d*2 + block_m*block_n*4 (Q tile + K/V tiles + fp32 score scratch), "
            "about 46 KB. Block sizes are rounded to multiples of 16, one CTA per (q tile, head)."
        ),
        "numerical_stability": (
            "Online softmax: compute the block max, new_max = max(running_max, block_max), rescale the old "
            "accumulator by exp(old_max - new_max), add the new block. With causal masking and asymmetric "
            "blocks some rows are fully -inf inside a K block, exp(-inf - (-inf)) gives NaN, so those rows "
            "are detected and their contribution is zeroed."
        ),
        "failure_modes": (
            "If head_dim is too large for the GPU's shared memory, no (block_m, block_n) pair fits and the "
            "tiling raises an error before launch. If block_m is not a multiple of 32 the warps are only "
            "partly filled and occupancy drops."
        ),
    }
