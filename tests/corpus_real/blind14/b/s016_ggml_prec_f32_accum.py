# Sources: S18 (paraphrase)
def designOutline():
    return {
        "memoryTraffic": (
            "FLASH_ATTN_EXT reads K/V (f16 or quantized) from VRAM once per Q tile; the KQ tile stays "
            "in registers/shared memory and is never written to global; only VKQ and the per-row KQ "
            "max/sum needed by the combine step are written."
        ),
        "tiling": (
            "CUDA MMA kernel: 8-64 Q columns per block, K/V in 64-row tiles through shared memory, "
            "4 warps; for small batch the parallel-blocks path splits the KV length."
        ),
        "numericalStability": (
            "Set GGML_PREC_F32 on attention so the KQ and VKQ accumulators are F32; KQ max is "
            "tracked per row and VKQ is rescaled by expf(KQ_max_old - KQ_max_new) each tile."
        ),
        "tradeOff": (
            "F32 accumulators run at half the speed of F16 on GeForce tensor cores, so forcing F32 "
            "everywhere costs throughput; we need it because some models overflow the F16 "
            "accumulators to inf/NaN at long context."
        ),
    }
