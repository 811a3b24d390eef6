# sources: S19 (explainer video transcript page, excerpts trimmed)
def designOutline():
    return {
        "memoryTraffic": "Graphics processors have a two-tier memory system: large but slow HBM memory with 600 gigabytes per second bandwidth, and small but fast SRAM memory with 19 terabytes per second bandwidth. Standard attention computation requires loading the entire attention matrix from HBM to SRAM multiple times.",
        "tiling": "Tiling divides large matrices into smaller blocks that fit within the GPU's fast SRAM memory. Each block can be processed independently, reducing memory access complexity from O of N-squared to O of N-squared over M, where M is the SRAM block size.",
        "numericalStability": "Traditional softmax requires the maximum and sum over all elements simultaneously. The online version maintains running statistics, a maximum value m and a normalizing sum l, updating them block by block and rescaling the previous partial output by exp(m_old - m_new) when a new maximum appears.",
    }
