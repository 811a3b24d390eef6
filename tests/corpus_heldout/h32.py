def designOutline():
    return {
        "memoryTraffic": "Saves about 90% of the bandwidth.",
        "tiling": "Tiles should be as large as possible.",
        "numericalStability": "Use bf16 for speed.",
        "tradeOff": "bf16 keeps only 8 bits of mantissa, so using it for the P tile before the PV matmul makes the output error versus an fp32 reference several times larger than with fp16.",
    }
