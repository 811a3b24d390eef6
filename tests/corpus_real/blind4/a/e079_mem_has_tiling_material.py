# Sources: D15 (learner rewrite; material under the wrong key)
def designOutline():
    return {
        "memoryTraffic": "Tiles of 128 x 64: each CTA takes 128 query rows and loops over 64-row K/V tiles, 4 warps, "
                         "grid (N/128, B*H).",
        "tiling": "BLOCK_M = 128 query rows resident in shared memory per CTA, BLOCK_N = 64 K/V rows streamed, "
                  "head dim 64, double-buffered K/V loads.",
        "numericalStability": "per-row m and l in fp32, accumulator rescaled with exp(m_old - m_new) each K/V tile, "
                              "fully masked rows write zeros.",
        "tradeOff": "the flash backend needs head dim <= 256 and a multiple of 8; for other shapes SDPA falls back "
                    "to the math backend, which materialises the N x N attention and is much slower.",
    }
