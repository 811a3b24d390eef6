# Sources: S26 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "pretend you're a warp operating on a block of data: load TILES from global memory and work on them. Global memory is slow so we want to load less.",
        "tiling": "TK tiles are 16x16 (or multiples), warps of the block each get a different tile, up to 4 warps working at the same time on an H100 SM quadrant; no threadIdx math needed.",
        "numericalStability": "Keep the max vector and norm vector per row (register vectors), multiply the o tile by exp(max_old - max_new) before adding the new P@V.",
        "tradeOff": "Each warp has its own registers but they share shared memory, so more tiles in flight = more smem; fits until it doesn't.",
    }
