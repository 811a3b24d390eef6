# Sources: S49 (paraphrase)
def designOutline():
    return {
        "memoryTraffic": (
            "Q, K and V are read from DRAM tile by tile; S stays in VGPRs between gemm_0 and gemm_1 and "
            "only O (and optionally LSE) is written back."
        ),
        "tiling": (
            "Use WarpGemm 16x16x16 for the QK block gemm to shrink the per-warp tiles, and move "
            "v_prefetch = load_tile(v_dram_window) after gemm_0 so V reuses gemm_0's registers; "
            "GetSmemSize also accounts for GetSmemSizeQ."
        ),
        "numericalStability": (
            "Softmax statistics per row (max and sum) in fp32; accumulator rescaled when the max grows."
        ),
        "tradeOff": (
            "With batch 300, seqlen_q 256, seqlen_k 128, headdim_v 264 the V prefetch was live at the "
            "same time as gemm_0's accumulators, so the kernel spilled VGPRs and the test failed."
        ),
    }
