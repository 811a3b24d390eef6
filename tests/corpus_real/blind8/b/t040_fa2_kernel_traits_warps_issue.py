# Sources: S45 (paraphrase of maintainer answers)
def designOutline():
    return {
        "memoryTraffic": (
            "Q tile loaded once into shared memory per CTA, K/V tiles streamed from HBM; S lives in the "
            "MMA accumulators (registers) and is never written to global memory."
        ),
        "tiling": (
            "TiledMma with Layout<Shape<kNWarps, 1, 1>> and Tile<16 * kNWarps, 16, 16>: the warps are laid "
            "out along M only, each warp owns 16 query rows, so with kNWarps = 4 a CTA covers 64 rows and "
            "no warp needs another warp's row statistics."
        ),
        "numericalStability": (
            "Because each warp owns whole rows, its running max and sum stay in its own registers in "
            "fp32 and the accumulator is rescaled by exp(m_old - m_new) per K block without any "
            "cross-warp exchange."
        ),
        "tradeOff": (
            "4 vs 8 warps is chosen by benchmarking per head dim, so every new head dim or GPU needs "
            "re-benchmarking; 4 and 8 are just the typical warp counts for GEMM-like kernels."
        ),
    }
