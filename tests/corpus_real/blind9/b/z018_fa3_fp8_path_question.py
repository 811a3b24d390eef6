# Sources: S18 (learner rewrite of issue)
def designOutline():
    return {
        "memoryTraffic": "With fp8 Q/K/V each tile load from HBM moves half the bytes of bf16; S and P never leave registers, only O (bf16) and the LSE are stored.",
        "tiling": "Kernel symbol shows kBlockM = 192, kBlockN = 160, head dim 64, 2 mainloop stages, on H100; producer warp issues TMA loads, consumer warpgroups run WGMMA.",
        "numericalStability": "Row max and row sum kept in fp32; P is converted to fp8 only right before the second GEMM, after the exp(S - m) step.",
        "tradeOff": "If the build lacks the fp8 WGMMA instantiation the kernel silently runs the bf16 HMMA path on fp8 storage: you get the bandwidth saving (+100 TFLOPs) but not the 2x tensor-core rate.",
    }
