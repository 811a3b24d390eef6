# Sources: S10, S11 (paraphrase / learner rewrite, non-native English forum post)
def designOutline():
    return {
        "memoryTraffic": "I think the main point is flash attention not materialize KQ^T: S and P tiles only live in "
                         "SRAM, HBM get Q/K/V reads and O + lse writes, so the activation memory of attention is O(N).",
        "tiling": "From the code: kBlockM = 128 rows of Q per thread block, kBlockN = 64 rows of K/V per iteration, "
                  "head dim 64, 4 warps; the Q tile stays in smem, K/V tiles double-buffered.",
        "numericalStability": "softmax rescale: keep row_max and row_sum in fp32, when row_max get bigger multiply "
                              "acc_o and row_sum by exp(old_max - new_max). At the end acc_o / row_sum.",
        "tradeOff": "Selective recompute of attention is not needed anymore, but the cost moves into the kernel: "
                    "backward recompute QK^T per block because P is not saved, so backward is slower than forward "
                    "by more than 2x FLOPs.",
    }
