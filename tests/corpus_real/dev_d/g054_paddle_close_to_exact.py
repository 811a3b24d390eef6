# Sources: S17 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "flash_attn kernel reads q, k, v (bf16) and writes out plus softmax_lse [batch, heads, seqlen] in fp32; the seqlen x seqlen probabilities are only returned when return_softmax=True (debug), normally they never exist in HBM.",
        "tiling": "Uses the flash-attn v2 kernels: 128 query rows per thread block, K/V blocks of 64 for head dim 128, Q outer loop and K/V inner loop, grid over (seqlen_q/128, batch*heads).",
        "numericalStability": "The result is close to exact but slightly inaccurate, because the softmax is assembled from tiles with running statistics; in practice the difference with the math path is small.",
        "tradeOff": "Only fp16/bf16 on sm80+: fp32 inputs fall back to the math kernel, which stores the full attention matrix.",
    }
