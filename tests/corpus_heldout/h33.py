def designOutline():
    return {
        "memoryTraffic": "S and P stay on chip,
        "tiling": "Br = Bc = 64",
    }
