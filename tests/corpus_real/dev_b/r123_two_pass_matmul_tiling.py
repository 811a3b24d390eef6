# sources: S1 (safe-softmax section "still needs two passes"), generic CUDA matmul tiling tutorials; learner rewrite
def designOutline():
    return {
        "memoryTraffic": "S and P are not written to global memory; each block computes scores on chip and writes only its rows of O, plus the row max and row sum (N floats each).",
        "tiling": "Like GEMM: each thread block computes a 128 x 128 tile of C, loads 128 x 32 slices of A and B into shared memory and accumulates in fp32 registers.",
        "numericalStability": "A partial max gives wrong results, so two passes over K are required: pass 1 computes the exact row max m over all key blocks, pass 2 computes exp(s - m), the sum l and O = sum exp(s - m) V / l.",
        "tradeOff": "The first pass over K to find the max doubles the K reads from HBM, and QK^T is computed twice, once per pass.",
    }
