# Sources: S45 (paraphrase of PR titles/descriptions)
def designOutline():
    tile = 16
    return {
        "memoryTraffic": "Query tile and output accumulator stay in registers/shared memory, key/value tiles are loaded from global memory each step; the score tile never goes back to global memory.",
        "tiling": " ".join([
            f"Accelerated path: {tile}x{tile} cmma tiles, one plane per query tile, key/value tiles of {tile} rows streamed; head dim 64.",
            "Unit attention for tiny shapes: each unit owns one query row.",
            "The selector picks between them from the problem shape and whether cmma is available.",
        ]),
        "numericalStability": "Softmax tile operation: row-wise max and sum over the score tile, running state (max, sum) updated and the previous accumulator rescaled by exp(old_max - new_max).",
        "tradeOff": "On wgpu backends without cooperative matrices the selector falls back to unit attention, which runs scalar loops and is much slower at head dim 128.",
    }
