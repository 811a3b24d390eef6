# sources: S41 (glossary entry), S5 (README tone); rewritten as a learner's first draft
def designOutline():
    return {
        "memoryTraffic": "Optimize memory access by using the memory hierarchy efficiently and being IO-aware.",
        "tiling": "Use tiling for performance, so the computation fits the hardware better.",
        "numericalStability": "Make the softmax stable so that it does not blow up.",
        "tradeOff": "There are trade-offs between speed and memory; it is harder to implement.",
    }
