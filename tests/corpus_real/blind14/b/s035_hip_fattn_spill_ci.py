# Sources: S38 (paraphrase)
def designOutline():
    return {
        "memoryTraffic": (
            "The MFMA FA kernel reads K/V from VRAM per Q tile; the KQ scores are held in registers "
            "and never written to global; only the VKQ output is written."
        ),
        "tiling": "We use the MMA tile kernel with shared memory.",
        "numericalStability": (
            "fp32 accumulation on MFMA devices: KQ and VKQ accumulate in fp32 registers, with a "
            "running KQ max and VKQ rescaled by exp(max_old - max_new)."
        ),
        "tradeOff": (
            "The kernel now spills 5 registers because the fp32 accumulators take twice the VGPRs of "
            "fp16, but it is still faster than before, so the CI spill check ignores it."
        ),
    }
