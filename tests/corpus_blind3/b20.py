def designOutline():
    return {
        "memoryTraffic": "S = Q @ K.T; P = softmax(S); O = P @ V",
        "tiling": "for each block: compute attention for the block",
        "numericalStability": "softmax(x)_i = exp(x_i) / sum_j exp(x_j)",
        "tradeOff": "speed vs memory",
    }
