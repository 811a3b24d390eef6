# Sources: S03, S16 (paraphrase / learner rewrite)
# Q&A answer, a bit unsure in places


def designOutline():
    return {
        "memoryTraffic": (
            "If I understand it right, the point is that S and P are never written to HBM at all -- each tile "
            "of scores is produced in SRAM, used for the softmax update and the P·V product, and thrown away. "
            "So HBM sees roughly Q, K, V reads (K/V once per query block) and the O write, nothing N x N."
        ),
        "tiling": (
            "I'd probably go with 128-row query tiles per thread block (kept in shared memory, maybe 8 warps) "
            "and 64-row K/V tiles streamed in the inner loop -- I think that's roughly what the Triton tutorial does."
        ),
        "numericalStability": (
            "Online softmax, I believe: each row tracks the max so far and the sum so far; whenever the max "
            "increases, the accumulated output and sum get rescaled by exp(old_max - new_max), so it should be "
            "exactly the normal softmax at the end (up to rounding)."
        ),
        "tradeOff": (
            "Not 100% sure, but the big one seems to be the backward: since P is dropped, you have to redo QK^T "
            "for each tile, which is extra matmul work."
        ),
    }
