# Sources: S01 (paraphrase), S33 (*) (paraphrase)


def designOutline():
    return {
        "memoryTraffic": (
            "Standard attention does Theta(N d + N^2) HBM accesses. With tiling, FlashAttention "
            "reads each element of Q, K and V from HBM exactly once and writes O once, so its HBM "
            "traffic is Theta(N d): linear in sequence length, independent of the SRAM size."
        ),
        "tiling": (
            "A100: Br = 128, Bc = 64 at d = 64 (fp16): 16 KB Q tile resident in smem, 8 KB K and "
            "V tiles streamed; one CTA per (query block, head), 4 warps."
        ),
        "numericalStability": (
            "Keep m (running max) and l (running sum) per row in fp32; rescale the fp32 "
            "accumulator by exp(m_old - m_new) when m grows; divide by l at the end; save "
            "logsumexp."
        ),
        "tradeOff": "Register pressure.",
    }
