# Sources: S38 (paraphrase)
def designOutline():
    return {
        "memoryTraffic": "Same as on H100.",
        "tiling": (
            "On GB10 (sm_121, 99 KB shared memory per block) use 64-row Q tiles and 64-row K/V tiles at "
            "head dim 128 with 2 stages: 16 KB + 2 x (16 + 16) KB = 80 KB of shared memory; "
            "warpgroup::mma calls are lowered to per-warp mma.sync."
        ),
        "numericalStability": (
            "The MMAs accumulate in fp32 (bf16 x bf16 -> fp32), and the softmax statistics (row max, "
            "row sum) are kept in fp32 registers and rescaled per tile."
        ),
        "tradeOff": (
            "GB10 has neither wgmma nor tcgen05 and only 99 KB shared memory per block vs 227 KB on "
            "H100/B200, so the H100 attention tile configs do not fit and have to shrink, and the shim "
            "loses wgmma's asynchronous overlap."
        ),
    }
