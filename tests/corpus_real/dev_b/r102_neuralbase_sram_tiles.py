# sources: S2 (theneuralbase.com "SRAM-sized tiles", excerpts, lightly trimmed)
def designOutline():
    return {
        "memoryTraffic": "Before Flash Attention, every token's attention computation shuffled massive amounts of data between the GPU's tiny SRAM (~10-20 KB per core) and its much slower HBM. For a 4K-token sequence with 12 heads and 64 dims per head, that's ~3GB moving slowly.",
        "tiling": "Flash Attention tiles divide Q, K, V into rectangular blocks sized to fit in SRAM. Each tile of Q attends to multiple tiles of K and V without ever evicting the Q tile.",
        "numericalStability": "Each tile is a complete mini-attention problem: a smaller Q attends to smaller K and V and produces smaller outputs, which are accumulated.",
        "tradeOff": "Once you see the tile pattern you understand why certain sequence lengths matter, why batch sizes have limits, and what happens when you run out of SRAM.",
    }
