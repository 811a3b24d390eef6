# Sources: S16 (paraphrase)
def designOutline():
    return {
        "memoryTraffic": "Improved MHA fusion logic detects wider variants of MHA patterns and fuses them.",
        "tiling": "Improved MHA performance and enhanced mask support on Blackwell GPUs.",
        "numericalStability": "FP8 and BF16 MHA.",
        "tradeOff": "Improved FP8 and BF16 MHA performance on Ada GPUs for long sequence lengths.",
    }
