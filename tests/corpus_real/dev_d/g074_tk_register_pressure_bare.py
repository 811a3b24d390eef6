# Sources: S27 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Producer warp TMA-loads K and V tiles into shared memory; consumers keep Q in registers; S and P never leave registers; O and LSE stored at the end.",
        "tiling": "3 consumer warpgroups x 64 query rows = 192 rows per block, K/V tiles of 128 rows, 2 pipeline stages in shared memory, head dim 128.",
        "numericalStability": "max_vec / norm_vec in fp32 registers; o_reg *= exp2(max_old - max_new) when max_vec grows; LSE = max + log(norm).",
        "tradeOff": "Register pressure.",
    }
