# Sources: S19, S20 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "score_mod and mask_mod are inlined into the generated Triton kernel, so masked scores are computed in registers and never stored; the BlockMask (kv_num_blocks, kv_indices per 128-row Q block) tells the kernel which K/V blocks to load at all.",
        "tiling": "BLOCK_SIZE = 128 for the block mask, kernel BLOCK_M = 128, BLOCK_N = 64, d = 64; full blocks skip mask_mod, partial blocks apply it, empty blocks are not visited (half the blocks for causal).",
        "numericalStability": "row max and row sum in fp32, alpha = exp2(m_old - m_new) rescales acc and l, final acc / l; LSE kept for the backward.",
        "tradeOff": "Block sparsity is only as good as the 128 granularity: a sliding window of 100 tokens still touches two partial 128-blocks per row, so much of the loaded data is masked out anyway.",
    }
