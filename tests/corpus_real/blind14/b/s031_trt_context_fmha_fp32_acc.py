# Sources: S34 (paraphrase / practitioner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "Context FMHA plugin: one fused kernel per layer reads Q/K/V from global memory and "
            "writes the context output; the seq x seq BMM1 result is never written to global memory."
        ),
        "tiling": (
            "Hopper context FMHA: a 64-row Q slice per warpgroup, 2 consumer warpgroups per CTA "
            "(128 rows), K/V tiles of 128 tokens at head size 128 loaded by TMA into a 2-stage smem "
            "ring."
        ),
        "numericalStability": (
            "enable_context_fmha_fp32_acc: BMM2 (P x V) accumulates in FP32 instead of FP16, the "
            "softmax row max/sum stay FP32 and the accumulator is rescaled by "
            "exp(max_old - max_new). The cost is lower throughput on the FP32-accumulate path, since "
            "FP16-accumulate MMA runs faster on several GPUs, which is why it is an opt-in flag."
        ),
    }
