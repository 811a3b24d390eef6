# Sources: S30 (lecture-plan style; learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Thesis for the room: HBM traffic of FlashAttention is O(N), because Q, K and V are each read exactly once and O is written once, independent of the SRAM size.",
        "tiling": "Board: Q tile 128x64 in SMEM, K/V tiles 64x64 stream through, one CTA per Q tile; demo: num_stages = 3 so the load of tile j+1 overlaps the compute of tile j.",
        "numericalStability": "Checkpoint question: what happens when a later block has a larger score? Answer on the board: rescale acc and l by exp(m_old - m_new) before adding the new block.",
        "tradeOff": "The one number: occupancy. BLOCK_M = 256 with HEAD_DIM = 128 needs 256x128 fp32 accumulators = 128 KB of registers per CTA, so only one CTA fits per SM and latency is no longer hidden.",
    }
