# Sources: S41 (paraphrase)
def designOutline():
    return {
        "memoryTraffic": "fattn-mma-f16 for RDNA4: K and V fetched once per Q tile; KQ and VKQ in registers.",
        "tiling": "Q tile of 16 columns x head size, K/V tiles of 64; identity-matrix multiply used to transpose fragments in registers instead of going through LDS.",
        "numericalStability": "KQ_rowsum in fp32; exp(KQ - KQ_max) with the max updated per tile and the VKQ accumulator scaled by exp(old - new).",
        "tradeOff": "Disabled on RDNA3 because RDNA3's WMMA fragment layout differs (wrong column mapping), so RDNA3 keeps the older wmma kernel.",
    }
