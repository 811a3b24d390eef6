# Sources: S12 (paraphrase / learner rewrite), S01
# homework 3, part (b): my kernel design before I found the bug


def designOutline():
    return {
        "memoryTraffic": (
            "One fused kernel: QK^T, scaling, softmax and PV stay on chip. The acc_s score tile "
            "(block_M x block_N) lives in registers/shared memory and is never stored to global memory; "
            "only Q, K, V are loaded and O is written."
        ),
        "tiling": (
            "block_M = 128 query rows per CTA, block_N = 128 keys per iteration, head dim 64, "
            "2 pipeline stages for K/V, 4 warps (128 threads)."
        ),
        "numericalStability": (
            "For each K block compute scores_max = rowmax(acc_s) of that block, then "
            "acc_s = exp(acc_s - scores_max) and add acc_s @ V into acc_o; the row sums are added "
            "the same way and at the very end acc_o is divided by the total sum."
        ),
        "tradeOff": (
            "block_N = 128 with head dim 64 needs a big fp32 score tile in registers; at block_N = 256 "
            "the kernel spills registers and occupancy drops."
        ),
    }
