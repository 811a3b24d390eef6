# Sources: S49 (paraphrase)
def designOutline():
    return {
        "memoryTraffic": "Packing reduces zero-padding, so memory is used much better and throughput goes up.",
        "tiling": "The kernel takes care of tiling automatically.",
        "numericalStability": (
            "Packed sequences use a block-causal mask (xformers / FA varlen), so tokens never attend "
            "across documents; inside the kernel the softmax keeps a running max and sum per row in "
            "fp32 and rescales the partial output by exp(m_old - m_new)."
        ),
        "tradeOff": (
            "Not auto-enabled any more: packing changes which tokens share a batch and how the loss "
            "is normalised, so SFT training dynamics can shift slightly; users pass packing=True."
        ),
    }
