# Sources: S29 (paraphrase)
def designOutline():
    return {
        "memoryTraffic": "FLASH_ATTENTION: uses tiling to reduce memory reads/writes, minimizing HBM accesses through kernel fusion.",
        "tiling": "Tiling to reduce memory reads/writes.",
        "numericalStability": "MATH ensures correctness across devices; FLASH is optimized.",
        "tradeOff": "MEMORY_EFFICIENT balances speed and memory usage by recomputing attention weights during backward passes.",
    }
