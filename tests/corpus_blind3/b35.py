def designOutline():
    return {
        "memoryTraffic": "Each thread block writes its tile of the score matrix to global memory so that other thread blocks can read it and compute the softmax across the full row.",
        "tiling": "Thread blocks and warps are used.",
        "numericalStability": "Two passes over HBM: the first writes each row's max and sum to global memory, the second reads them back; this is required because online softmax cannot be computed in one pass.",
        "tradeOff": "none",
    }
