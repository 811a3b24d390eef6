# Sources: S8 (baracuda-kernels FlashDecoding docs), S11 (Modular mha_decoding docs)
def designOutline():
    return {
        "memoryTraffic": "Decode step, seq_q = 1: each block reads its slice of the K/V cache from HBM exactly once and writes only a partial output plus its partial exp_sum and qk_max statistics, so the merge kernel can combine them.",
        "tiling": "FlashDecoding flips the parallelism axis: split K into chunks of 256 rows, launch one block per (b, h, k_split), and combine the per-split online-softmax partials in a second small reduction kernel. For (B=1, H=32, K=2048, D=128) that is 1 x 32 x 8 = 256 blocks instead of 32.",
        "numericalStability": "f32 accumulators throughout the split AND combine kernels; each split runs online softmax over its key slice and the partials are merged with a log-sum-exp reduction.",
        "tradeOff": "FA2 tiles the Q dimension, so at decode the seq_q dimension is too short to fill a 64-row q-tile: most of the block is q-tile padding and most of the GPU sits idle. Split-K fixes that at the cost of a workspace for partials and an extra combine kernel.",
    }
