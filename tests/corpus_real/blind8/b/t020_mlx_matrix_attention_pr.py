# Sources: S26 (excerpt + paraphrase)
def designOutline():
    return {
        "memoryTraffic": (
            "Steel attention never allocates the [L, L] score matrix: K/V tiles go through threadgroup "
            "memory, scores live in simdgroup registers, and only O goes back to device memory, which "
            "is what helps memory for long sequences."
        ),
        "tiling": (
            "Instantiations: BQ = 32 query rows, BK = 16 keys per step at D = 128; BQ = 32, BK = 32 at "
            "D = 80 and D = 64; 4 simdgroups per threadgroup."
        ),
        "numericalStability": (
            "Scores, row max and row sum in float; when a K block raises the max, the output and sum "
            "are rescaled by exp(old - new) before accumulating."
        ),
        "tradeOff": "At the moment it should be useful for smaller head-dims.",
    }
