# Sources: S05 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Score tiles computed and consumed in SRAM, not written to HBM; Q/K/V loaded tile by tile, O stored once.",
        "tiling": "Br=64, Bc=64, d=64, 4 warps, grid (N/64, B*H).",
        "numericalStability": "For every K/V block: subtract the block's max, exponentiate, divide by the block sum, multiply by V_j and add to O.",
        "tradeOff": "Because softmax is done per block, the result is only an approximation of full attention but the memory savings are worth it.",
    }
