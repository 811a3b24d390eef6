def designOutline():
    return {
        "memoryTraffic": "IO: Theta(N^2 d^2 / M) HBM accesses vs Theta(N d + N^2) for standard attention; S/P stay in SRAM.",
        "tiling": "Br = Bc = 64.",
        "numericalStability": "standard tricks.",
        "tradeOff": "n/a",
    }
