# Sources: S43 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "GQA flash attention: each workgroup loads a K/V tile into LDS once and uses it for all query heads of the group; scores stay in registers; only O goes back to global memory.",
        "tiling": "opus_gqa_traits<32, 64, 256, 4>: 32 query rows, 64 keys per tile, head dim 256, 4 warps (reduced from 8).",
        "numericalStability": "Online softmax: row max and row sum kept in fp32 registers; on each new tile the O accumulator is rescaled by exp(m_old - m_new).",
        "tradeOff": "At hdim 256 every warp's fp32 accumulator row is 256 wide, so NUM_WARPS had to drop from 8 to 4 for memory constraints, which costs occupancy.",
    }
