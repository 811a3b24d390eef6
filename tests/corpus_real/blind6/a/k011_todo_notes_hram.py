# Sources: S11 (excerpt + learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "flash attention processes attention in blocks to avoid excessive memory transfers between HRAM and SRAM, making it much more efficient",
        "tiling": "instead of storing large intermediate attention matrices, split computations into smaller chunks, keeping only what's needed in fast on-chip memory",
        "numericalStability": "softmax is computed with the max subtracted for every block, and when a later block has a larger max the running output and denominator are multiplied by exp(old_max - new_max)",
        "tradeOff": "- [ ] backward pass (not done yet)",
    }
