# H100 version


def designOutline():
    return {
        "memoryTraffic": "TMA, async copies, warpgroups.",
        "tiling": "Warp specialization with producer and consumer warpgroups, pingpong scheduling, wgmma.",
        "numericalStability": "FP8 with incoherent processing and block quantization.",
        "tradeOff": "Asynchrony is hard to get right.",
    }
