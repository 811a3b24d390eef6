# Sources: S08 (paraphrase / practitioner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "Online softmax over the KV tiles: running max m_i and running sum l_i, correction "
            "alpha = exp2(m_i - m_new) each tile."
        ),
        "tiling": (
            "1D version: TILE_M = 32 queries per block, TILE_N = 64 keys per iteration, "
            "grid = (M / 32, 1, 1), everything in fp32."
        ),
        "numericalStability": (
            "qk is multiplied by INV_LOG_2 so exp2 can be used; m_i starts at -inf, l_i and o_i at "
            "0 in float32; every tile rescales o_i and l_i by alpha before adding its own terms."
        ),
        "tradeOff": (
            "The scalar version does not use ct.mma, so all the products run on CUDA cores; it is "
            "roughly 10x slower than the tiled tensor-core version at D = 64."
        ),
    }
