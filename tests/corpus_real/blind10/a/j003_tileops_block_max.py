# Sources: S03 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "fused kernel: Q tile + K/V tiles in, O + logsum out. acc_s (scores) only in registers, never stored to global mem.",
        "tiling": "block_M = 64 query rows per CTA, block_N = 64 keys per iter, dim 128, 4 warps, K/V tiles double buffered in smem",
        "numericalStability": (
            "for each K block: scores_max = rowmax(acc_s) of this block (reset to -inf each iteration), "
            "acc_s = exp2(acc_s*scale - scores_max*scale), scores_sum = rowsum(acc_s), divide acc_s by "
            "scores_sum, then acc_o += acc_s @ V_blk. Every block is normalised on its own so it stays in [0, 1]."
        ),
        "tradeOff": "block_N = 64 at dim 128 keeps smem small, but the score tile is only 64 wide so the PV GEMM is small and the tensor cores are under-used; block_N = 128 would double the K/V smem per stage",
    }
