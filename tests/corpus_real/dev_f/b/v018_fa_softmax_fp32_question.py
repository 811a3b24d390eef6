# Sources: S18 (paraphrase of issue thread)
def designOutline():
    return {
        "memoryTraffic": "Inputs q, k, v and output are fp16/bf16 in HBM; the attention matrix is never written there.",
        "tiling": "Q blocks of 128 rows per thread block, K/V blocks of 64 rows streamed, 4 warps, d = 64.",
        "numericalStability": "The attention softmax is already done at fp32 precision: scores, running max and sum are fp32 registers, only P is cast to fp16 right before the PV matmul.",
        "tradeOff": "FlashAttention in fp16 trades a little accuracy for speed compared with an fp32 implementation, like FusedScaleMaskSoftmax.",
    }
