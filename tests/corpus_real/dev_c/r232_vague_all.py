# Sources: learner draft (first attempt)
def designOutline():
    return {
        "memoryTraffic": "Use the memory hierarchy efficiently and minimise data movement between HBM and SRAM.",
        "tiling": "Use tiling to improve performance and keep data close to compute.",
        "numericalStability": "Make the softmax numerically stable.",
        "tradeOff": "There are trade-offs between speed and memory.",
    }
