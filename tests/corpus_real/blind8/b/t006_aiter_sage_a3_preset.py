# Sources: S12 (excerpt + paraphrase)
def designOutline():
    return {
        "memoryTraffic": (
            "Q and K are read from HBM as int8 with per-block scales, V as fp8; the score tile and P "
            "stay in registers/LDS and are never written out; the kernel writes O in bf16 and, when "
            "return_lse is set, one fp32 lse per row."
        ),
        "tiling": (
            "A3 accuracy preset: BLOCK_M = 128, BLOCK_N = 64 tiles instead of the default 256 x 128; "
            "a3_tuned launch uses num_warps = 4 and waves_per_eu = 2 on gfx942 for long sequences."
        ),
        "numericalStability": (
            "Per-block Q centering (q_smooth): subtract the Q-block mean before int8, then add the removed "
            "term back as delta_s = scale * q_mean * K_smooth^T onto the scores before the softmax; the "
            "softmax itself is online with a running max and sum in fp32."
        ),
        "tradeOff": (
            "The default 256 x 128 tiles are fast but quantize poorly on Qwen-Image-Edit (~8k tokens): "
            "one scale covers 256 query rows, so outlier tokens stretch it and image quality drops to "
            "~26 dB PSNR vs BF16; the smaller tiles cost some throughput."
        ),
    }
