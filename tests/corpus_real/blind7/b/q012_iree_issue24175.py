# Sources: S12 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "iree_linalg_ext.attention is one fused op: Q K^T, softmax and P V are tiled and fused by the "
            "compiler, so the score matrix stays in registers and shared memory and only Q, K, V in and O out "
            "touch global memory."
        ),
        "tiling": (
            "The lowering config tiles the query dimension in 64-row tiles per workgroup and walks K/V in 64-row "
            "tiles, with the K/V tiles double-buffered in shared memory."
        ),
        "numericalStability": (
            "Fully masked rows: every backend I tried returns +/-0, we return NaN. The PyTorch math backend uses "
            "_safe_softmax, which checks isneginf over the whole row and writes zero. Our online softmax should do "
            "the same: if the running max is still -inf after the last tile, output 0 for that row."
        ),
        "tradeOff": (
            "This is not documented anywhere, but if we keep NaN we diverge from every other backend: models with "
            "fully masked padding rows get NaN outputs that then poison the rest of the network."
        ),
    }
