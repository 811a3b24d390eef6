# Sources: S32 (excerpt + paraphrase)
def designOutline():
    return {
        "memoryTraffic": (
            "At 87.5% KV sparsity only one KV block in eight is ever loaded from HBM for a query block; "
            "S and P stay on chip (TMEM/SMEM) and the kernel writes O once."
        ),
        "tiling": (
            "BLOCK_SIZE = (tile_numel, 128): the Q block stays tile_numel (a multiple of the effective Q "
            "tile q_stage * tile_m = 256 on SM100), the KV block is 128 = tile_n, and each selected VSA "
            "tile is expanded into tile_numel // 128 consecutive KV blocks."
        ),
        "numericalStability": (
            "Same online softmax as the dense FA4 path: running row max and sum in fp32, exp2-based, "
            "with the accumulator rescaled only when the max grows; outputs asserted against a dense "
            "masked reference."
        ),
        "tradeOff": (
            "FA4 block sparsity requires the mask KV block size to equal tile_n (128 on SM100), so the old "
            "(256, 256) mask was rejected with a ValueError until the blocks were re-expanded."
        ),
    }
