# Sources: S09 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "IO-aware algorithm design",
        "tiling": "Tiling for SRAM efficiency, block-sparse computation",
        "numericalStability": "Online softmax in attention context",
        "tradeOff": "TBD (week 38)",
    }
