# Sources: S05 (paraphrase of PR description and review diff)
def designOutline():
    return {
        "memoryTraffic": "GEMM1 leaves S in registers (tSrS); it is converted in registers into the A operand of GEMM2 (tArP) and multiplied with V. No SLM or global round trip for S/P; global memory sees Q, K, V loads and the final O store.",
        "tiling": "One FMHA mainloop for prefill and decode: a work-group owns a Q tile, the k loop streams K/V tiles; GEMM2 is split in the V dimension into VTiles so the accumulator A is held as VTiles register fragments. Hybrids between K- and Q-parallelization over subgroups.",
        "numericalStability": "Softmax is grouped with the GEMMs inside the mainloop: row max reduced across the subgroup, exp(S - max) in fp32, and the A accumulator rescaled by exp(max_old - max_new) before GEMM2 adds the new P*V.",
        "tradeOff": "Head size 192 decode config doesn't compile yet: with 192 the split register tiles for A plus P exceed the register file for that subgroup layout.",
    }
