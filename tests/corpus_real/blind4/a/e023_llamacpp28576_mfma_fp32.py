# Sources: I15 (paraphrase / learner notes)
def designOutline():
    return {
        "memoryTraffic": "K and V read from the f16 KV cache once per query tile; KQ and the softmax values stay in "
                         "registers/LDS, never written to VRAM; only the VKQ result goes out.",
        "tiling": "the kernel is tiled for MFMA.",
        "numericalStability": "Use fp32 accumulation for KQ and VKQ on MFMA devices instead of fp16: the running max "
                              "and sum are fp32 and the accumulator is rescaled by exp(max_old - max_new).",
        "tradeOff": "fp32 accumulators take twice the VGPRs of fp16 ones, so fewer waves fit per CU and "
                    "occupancy goes down for the big head sizes.",
    }
