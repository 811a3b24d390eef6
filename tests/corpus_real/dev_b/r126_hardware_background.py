# sources: S29 (personal notes on Flash Attention), FlashAttention paper Fig. 1 numbers as repeated in blog posts; learner rewrite
def designOutline():
    return {
        "memoryTraffic": "A100: 40-80 GB of HBM at 1.5-2.0 TB/s, on-chip SRAM 192 KB per SM x 108 SMs at about 19 TB/s. SRAM is an order of magnitude faster but much smaller than HBM, so the attention layer is memory-bound.",
        "tiling": "GPU has 108 streaming multiprocessors, each one runs thread blocks and has 192 KB of SRAM shared by its threads.",
        "numericalStability": "Online softmax: for each new K block, m_new = max(m, rowmax(S)), l = exp(m - m_new) * l + rowsum(exp(S - m_new)), acc = exp(m - m_new) * acc + exp(S - m_new) @ V, with m, l, acc in fp32; output = acc / l.",
        "tradeOff": "For short sequences (N <= 512) the N x N matrix is only 512 KB per head in fp16 and mostly stays in L2 cache anyway, so the fused kernel gains little over the unfused one.",
    }
