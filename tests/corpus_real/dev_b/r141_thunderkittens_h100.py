# sources: S56 (Hazy Research "GPUs Go Brrr" / ThunderKittens blog, H100 attention kernel description; learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "A producer warp issues TMA loads of 64-row K and V tiles into shared memory, Q is loaded once per block; the attention tile S = Q K^T is held in registers as a register tile and goes straight into the PV WGMMA, so nothing of size N x N is written to HBM. O and the L vector are stored at the end with TMA.",
        "tiling": "Everything is built from 16 x 16 tiles. Each consumer warpgroup (4 warps) owns 64 query rows; 3 consumer warpgroups per block = 192 query rows, K/V tiles of 64 rows x 128 (head dim) in a 2-deep shared-memory ring. Q tiles 3 x 16 KB + K/V ring 2 x 2 x 16 KB = 112 KB of the 227 KB.",
        "numericalStability": "Row max and row sum as fp32 column vectors per register tile; each step: max_vec_new = max(max_vec, row_max(S)), scale = exp2(max_vec - max_vec_new) with the log2(e)/sqrt(d) factor folded into S, norm_vec = norm_vec * scale + row_sum(exp2(S - max)), O *= scale; final O /= norm_vec.",
        "tradeOff": "At head dim 128 each consumer thread holds the 64 x 128 fp32 O accumulator slice (64 registers) plus the 64 x 64 S tile (32 registers); going to 128 query rows per warpgroup would double that and spill, so the warpgroup stays at 64 rows and the K/V tiles are reloaded more often.",
    }
