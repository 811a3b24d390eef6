# Sources: S03 (paraphrase / practitioner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "The Attention struct owns per-warp registers, SMEM and softmax state: Q is loaded "
            "once into registers, K and V are streamed from global into SMEM tile by tile, scores "
            "and probabilities stay in registers. Global writes are O plus LSE only."
        ),
        "tiling": (
            "Tiles are chosen by AMDStructuredConfig to match the hardware; the TileTensor layout "
            "takes care of it so the kernel stays efficient."
        ),
        "numericalStability": (
            "MaskTileOp writes -inf into masked score elements before the row max. A row whose "
            "max is still -inf is guarded: the exp input is forced to 0 and the row output is "
            "written as 0, so (-inf) - (-inf) never produces NaN."
        ),
        "tradeOff": (
            "MLA decode with head_dim 576 does not fit the prefill tile shape: a 64 x 576 bf16 Q "
            "tile is 72 KB and two K stages another 144 KB, 216 KB > 160 KB LDS on gfx950, so "
            "decode goes through split-KV with an extra reduction kernel."
        ),
    }
