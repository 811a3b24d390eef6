"""Design outline - CUDA version (I wrote a GEMM for HW2, this reuses that mental model)."""


def designOutline():
    return {
        "memoryTraffic": (
            "Each CTA pulls its 64-row Q tile from global memory into shared memory once, then "
            "cp.async's the K and V tiles in one after another. The score tile S and the probability "
            "tile P are held in registers (the MMA accumulator fragments) and are never stored to "
            "global memory. The only global writes are the O tile and one float logsumexp per row. "
            "Global reads are about N*d for Q plus (N/Br) * N * d each for K and V."
        ),
        "tiling": (
            "Br = 64 query rows per CTA with 4 warps, each warp owning 16 rows (FA2-style split of Q "
            "across warps, so no cross-warp reduction is needed for the row max/sum). Bc = 64 K/V tile, "
            "double-buffered in shared memory: 2 buffers x (64x128 K + 64x128 V) x 2 bytes = 64 KB at "
            "d = 128. ldmatrix feeds fragments to mma.sync; __syncthreads only at buffer swaps."
        ),
        "numericalStability": (
            "Per row keep m (running max) and l (running sum) in fp32 registers. For each new K tile: "
            "m' = max(m, rowmax(S)); scale the old l and the O accumulator by exp(m - m'); add exp(S - m'). "
            "Divide by l once after the last tile. Rows that are completely masked keep m = -inf; I use 0 "
            "instead of -inf as the subtrahend there so exp(-inf - (-inf)) = NaN never happens, and output 0."
        ),
        "failureMode": (
            "Each thread holds its share of a 16 x 128 fp32 O accumulator plus S fragments; going to Br = 128 "
            "with d = 256 pushes past 255 registers per thread, ptxas spills to local memory and throughput "
            "drops by roughly half."
        ),
    }
