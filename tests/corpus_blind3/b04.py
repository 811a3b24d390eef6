# Jonas - design outline


def designOutline():
    return {
        "memoryTraffic": "The attention matrix is computed block by block in SRAM and never stored in HBM; each K/V block is loaded from HBM once per query block.",
        "tiling": "Query blocks of 64, key blocks of 64, one thread block per query block, inner loop over key blocks.",
        "numericalStability": "Subtract the running max before exp and rescale the earlier partial sums and partial outputs by exp(old max - new max) whenever the max grows.",
        "tradeOff": "The cost is that the code is much harder to write and maintain than three separate kernels.",
    }
