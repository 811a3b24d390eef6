def designOutline():
    return {
        "memoryTraffic": "S and P never written to HBM",
        "tiling": "Br=Bc=64, Q tile in SMEM"
        "numericalStability": "running max and sum",
    ]
