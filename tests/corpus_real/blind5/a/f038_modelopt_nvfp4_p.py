# Sources: S37 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Inside the Triton flash kernel the post-softmax P tile is quantized to NVFP4 (E2M1 + block scale) in registers right before the PV matmul; P itself is never written to HBM, neither in bf16 nor in fp4.",
        "tiling": "Triton kernel with BLOCK_M = 128, BLOCK_N = 64, head dim 128; NVFP4 scales are per 16 elements along the K dimension of the PV matmul.",
        "numericalStability": "max and sum tracked in fp32; P is formed from exp(S - m_new), so its entries are in [0,1] which suits a 4-bit format, and the rescale exp(m_old - m_new) is applied to the fp32 accumulator, not to the quantized P.",
        "tradeOff": "E2M1 has only 1 mantissa bit: small probabilities in a row where one key dominates round to zero, so the PV result loses the tail of the distribution; that accuracy loss comes from the fp4 rounding, not from the tiling.",
    }
