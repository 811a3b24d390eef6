# Sources: S14 (commenter-style rewrite)
def designOutline():
    return {
        "memoryTraffic": "It's just kernel fusion: softmax fused between the GEMMs so the N x N intermediate never hits DRAM. HPC people have done this forever.",
        "tiling": "Standard GEMM tiling, nothing new.",
        "numericalStability": "Plus the usual max trick.",
        "tradeOff": "The real cost is engineering: each (head_dim, dtype, arch) combination needs its own tuned tile config because the smem budget differs, so the library ships hundreds of kernel instantiations and takes an hour to compile.",
    }
