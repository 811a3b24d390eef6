# Sources: S32 (paraphrase of kernel code)

def designOutline():
    return {
        "memoryTraffic": "Each thread's score stays in a register; Q, K and V come in as 16 x 16 tiles and only the output element is written to global memory, the SEQ_LEN x SEQ_LEN score matrix is never stored.",
        "tiling": "TILE_SIZE = 16: a 16 x 16 thread block, Q_tile, K_tile and V_tile of 16 x 16 floats in __shared__ memory (3 KB), loop over seqLen / TILE_SIZE tiles with __syncthreads between loads.",
        "numericalStability": "Per thread: local_max = fmaxf(local_max, score); local_sum += expf(score - local_max); out_val += expf(score - local_max) * V; at the end out_val /= local_sum.",
    }
