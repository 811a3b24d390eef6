# sources: S21 (second-brain note, memoryTraffic quoted), S44 (learning-notes blog), S19; misconception reproduced from blog explanations
def designOutline():
    return {
        "memoryTraffic": "Flash: load small block -> compute partial in SRAM -> next block -> never writes N x N to RAM. Q, K, V are read from HBM in blocks; only the output O (N x d) is written.",
        "tiling": "Q split into blocks of 128 rows, K/V into blocks of 128 rows, d = 64; one thread block per Q block and head, looping over K/V blocks; Q block resident in shared memory (16 KB), K and V blocks double-buffered (2 x 32 KB).",
        "numericalStability": "Each tile is softmaxed on its own: subtract the tile's own max, exponentiate, divide by the tile's own sum, multiply by V_j, and add the tile results together into O. Everything in fp32 so nothing overflows.",
        "tradeOff": "With 128 x 128 tiles the fp32 score tile takes 64 KB of registers per CTA, so only one CTA fits per SM and occupancy is low.",
    }
