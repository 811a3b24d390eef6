def designOutline():
    return {
        "memoryTraffic": "We are using the memory in good way so the traffic is less and it is more fast.",
        "tiling": "We make the tiles for the matrix so it is going better on GPU.",
        "numericalStability": "The softmax is made stable so no problem with big numbers.",
        "tradeOff": "There is some trade-off like always.",
    }
