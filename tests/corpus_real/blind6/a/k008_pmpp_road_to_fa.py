# Sources: S08 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Like the tiled matmul in PMPP ch. 5: the goal is to cut global memory accesses. Each Q tile is loaded once into shared memory and reused against all of K and V, and the S tile only lives in shared memory, never in global memory.",
        "tiling": "Same as tiled matmul: TILE_WIDTH = 32, a 32 x 32 block of threads, each block owns 32 query rows; K and V tiles of 32 rows are loaded cooperatively, __syncthreads(), used, then the next phase.",
        "numericalStability": "Online softmax (Milakov & Gimelshein): one pass keeps the max m and the normaliser d; d_new = d_old * exp(m_old - m_new) + exp(x - m_new).",
        "tradeOff": "Downside: with TILE_WIDTH 32 every thread does tiny dot products and the tensor cores are not used, so it is nowhere near cuBLAS speed.",
    }
