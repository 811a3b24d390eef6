# Sources: S27 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Attention kernel in TK uses the load-compute-store-finish template: a producer warp TMA-loads K/V tiles from HBM into shared memory, consumer warpgroups compute on them; S and P never leave registers, only O and the LSE are stored.",
        "tiling": "Q tile of 4 x 16 rows per consumer warpgroup (64 rows each, 3 consumer warpgroups -> 192 rows per block on H100), K/V tiles of 128 keys cycled through a 2-stage smem ring; one block per (q tile, head, batch).",
        "numericalStability": "max_vec and norm_vec per row in fp32 registers, exp2 with the scale folded in, rescale the o accumulator whenever max_vec increases, write log(norm)+max as LSE.",
        "tradeOff": "FlashAttention-2 lost 47% of its performance going to H100 because it does not use TMA/wgmma; matching FA3 required warp specialization, which takes registers away from the consumers (producer warps give them back via setmaxnreg), so head dim 256 is register-limited.",
    }
