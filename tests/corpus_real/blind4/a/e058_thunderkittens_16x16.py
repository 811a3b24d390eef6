# Sources: D11 (ThunderKittens README, different passage: tile primitives; learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "each warp loads its Q tile once into registers; K/V tiles arrive in shared memory by TMA; "
                         "the attention tile is a register tile and never goes to global memory; O stored at the end.",
        "tiling": "everything in 16x16 register tiles: each warp owns 16 query rows, 4 warps = 64 rows per block; "
                  "K/V tiles of 64 x 64 (d = 64) in a 2-stage shared-memory ring.",
        "numericalStability": "row max and row sum vectors in fp32 (col_vec of the tile); max updated per K tile, "
                              "O and sum multiplied by exp(old_max - new_max) before adding the new P V.",
        "tradeOff": "tiles are multiples of 16 and the kernels are written for d = 64 and 128 only, so a head dim "
                    "of 80 must be padded to 128, wasting 37% of the matmul work.",
    }
