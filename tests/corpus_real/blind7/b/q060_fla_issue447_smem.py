# Sources: S58 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "Chunked kernel: per chunk the q/k/v tiles are loaded from HBM, the attention tile is computed on chip and "
            "only o is written back."
        ),
        "tiling": (
            "BLOCK_M = 256, BLOCK_N = 512, head_dim = 128, all tiles in shared memory, one program per (chunk, head)."
        ),
        "numericalStability": "fp32 accumulators and a running max per row, rescaling the accumulator when the max grows.",
        "tradeOff": (
            "Out of shared memory on A6000/4090 at head_dim = 128: those GPUs give about 99 KB per block, so they need "
            "smaller tiles or fewer stages."
        ),
    }
