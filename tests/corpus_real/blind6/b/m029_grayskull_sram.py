# Sources: S33 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "On Grayskull the fused kernel keeps Q, K^T, the scaled scores and the softmax in the cores' SRAM; nothing is spilled to DRAM between matmul, scaling and softmax.",
        "tiling": "Each Tensix core gets a slab of query rows; with 1 MB SRAM per core the full key length fits for moderate N, so whole score rows are computed at once.",
        "numericalStability": "Softmax per row with max subtraction over the full row, computed in the SFPU.",
        "tradeOff": "Time and memory stay quadratic in sequence length: the whole score row must fit in one core's SRAM, so once N grows past that the kernel cannot run and there is no online softmax to stream K.",
    }
