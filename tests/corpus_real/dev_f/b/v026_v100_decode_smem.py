# Sources: S26 (paraphrase of issue report)
def designOutline():
    return {
        "memoryTraffic": "Decode reads the K/V cache blocks once per query tile; scores stay in shared memory, only the output is written.",
        "tiling": "On our 8x V100 build the decode kernel keeps BLOCK_M = 64 query rows and streams K/V in BLOCK_N = 128 row tiles with head_dim = 128, 2 pipeline stages of K and V in shared memory.",
        "numericalStability": "fp32 running max and sum, rescale of the accumulator when the max changes, divide by the sum at the end.",
        "tradeOff": "Decode fails with 'Shared memory exceeds 96KB: 146944 bytes' for MiniMax-M2.7: the V100 has 96 KB per block and this tile configuration needs more.",
    }
