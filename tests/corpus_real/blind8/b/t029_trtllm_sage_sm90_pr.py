# Sources: S35 (paraphrase of review thread)
def designOutline():
    return {
        "memoryTraffic": "SageAttention reduces memory traffic compared to the normal FP8 context FMHA.",
        "tiling": (
            "mSageAttnNumEltsPerBlkQ / K / V set the quantization block: how many elements share one "
            "scale for Q, K and V."
        ),
        "numericalStability": (
            "INT8 Q*K^T accumulates in int32, is multiplied by the per-block q and k scales into fp32, "
            "and the softmax runs in fp32 with the running max before P is quantized for PV."
        ),
        "tradeOff": (
            "A cached SM90 (2, 16, 1) INT8-Q/K configuration passes useSageAttn() but fails "
            "useHopperSageAttn(); the FmhaDispatcher then gets INT8 Q with an E4M3 KV type and rejects "
            "the unequal types, so the config must be refused before dispatcher construction."
        ),
    }
