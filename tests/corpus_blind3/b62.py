def designOutline():
    return {
        "memoryTraffic": "It is faster because it is optimized for the GPU memory.",
        "tiling": "Blocks are used so that everything fits.",
        "numericalStability": "For each row I keep the maximum seen so far and the sum of exp(score - maximum). When a new block has a larger maximum, I multiply the old sum and the output accumulated so far by exp(old maximum - new maximum) and then add the new block. At the end the output is divided by the sum.",
        "tradeOff": "It is complicated.",
    }
