def designOutline():
    return {
        "memoryTraffic": "Scores and probabilities never reach HBM; one kernel reads Q, K, V and writes O.",
        "tiling": "Br = 128, Bc = 64: Q block resident in SRAM, K/V blocks streamed in the inner loop, 8 warps.",
        "numericalStability": "The softmax of every block is finalised locally (block max, block sum, divide) and the block results P_ij V_j are summed into O; since each block is already normalised the sum is correct.",
        "tradeOff": "Register pressure: the 128 x d fp32 accumulator plus the 128 x 64 score tile exceed the register budget at d = 128 and spill.",
    }
