# Sources: S23 (paraphrase of blog post)
def designOutline():
    return {
        "memoryTraffic": "Each CTA loads its Q tile once from global memory, then K and V tiles with cp.async; S = QK^T lives in mma accumulator registers, P is converted to bf16 in registers and fed straight into the PV mma. Global writes: O only.",
        "tiling": "BLOCK_Q = 128, BLOCK_KV = 64, DIM = 128 on the 5090, 4 warps each owning 32 query rows; K and V double-buffered in shared memory (2 stages) so the next tile loads during the current mma; ldmatrix with swizzled smem to avoid bank conflicts.",
        "numericalStability": "Per row: rowmax in fp32, exp of (S - rowmax) with the scale folded in, rescale O accumulator and rowsum by exp(old_max - new_max); O divided by rowsum in the epilogue.",
        "tradeOff": "With two K/V stages at d = 128 we are already at ~96 KB of the ~99 KB the 5090 gives one block, so only one CTA per SM and no room for a third stage; bigger BLOCK_Q would spill the fp32 O accumulator out of registers.",
    }
