# Sources: S03* (thread-style paraphrase)
def designOutline():
    return {
        "memoryTraffic": [
            "FA3 on H100 \U0001F9F5",
            "1/ TMA pulls K/V tiles HBM->smem asynchronously; S and P never leave registers; O is written once at the end",
        ],
        "tiling": [
            "2/ warp specialization: 1 producer warpgroup issues TMA, 2 consumer warpgroups do WGMMA on 128x128 tiles (d=128), 2-stage smem ring buffer",
        ],
        "numericalStability": [
            "3/ pingpong: the softmax of warpgroup 1 runs while warpgroup 2 does its GEMMs, then they swap -- otherwise the exp unit is the bottleneck",
        ],
        "tradeOff": [
            "4/ FP8 e4m3: only 3 mantissa bits + outlier features -> per-tensor scaling loses accuracy; block quantization + incoherent processing (random orthogonal rotation) win most of it back",
        ],
    }
