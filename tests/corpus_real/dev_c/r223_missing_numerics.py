# Sources: learner rewrite after P1 section 3.1
def designOutline():
    return {
        "memoryTraffic": "Load Q_i into SRAM once per thread block; stream K_j, V_j; write back O_i once. S_ij never leaves SRAM.",
        "tiling": "Br = Bc = 128 for d = 64; one thread block per Q tile, 8 warps; K/V double-buffered with cp.async.",
        "tradeOff": "Br = Bc = 128 at d = 64 leaves a 128x128 fp32 S tile in registers, 64 KB per CTA, so only one CTA fits per SM and occupancy is low.",
    }
