# sources: S42 (Chinese note on FlashAttention, coloradmin.cn), S2; learner rewrite with common blog misunderstandings
def designOutline():
    return {
        "memoryTraffic": "Compute S tile by tile: each 128 x 128 S tile is written to HBM and read back for the P*V multiply, but since tiles are small this is cheap compared to the whole N x N matrix.",
        "tiling": "Br = Bc = 128, d = 64; each CTA owns one 128-row Q tile and loops over all K/V tiles of 128 rows; grid = (N/128, batch*heads).",
        "numericalStability": "Each tile does its own softmax with its own row max subtracted, and the tile outputs are summed into O.",
        "tradeOff": "Bc = 128 with d = 128 needs 64 KB of fp16 K and V tiles plus a 128 x 128 fp32 S tile in registers (64 KB over 128 threads = 128 registers per thread), so only one CTA fits per SM and latency hiding suffers.",
    }
