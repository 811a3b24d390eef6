# Sources: S12, S53 (paraphrase / learner rewrite)


def designOutline():
    smem_kb = {"H100": 228, "A100": 164, "L40/4090 (sm89)": 99}
    budget = ", ".join(f"{k}: {v} KB" for k, v in smem_kb.items())
    return {
        "memoryTraffic": "Decode with MLA: the KV cache is read from HBM exactly once per request and "
                         "head group; the attention probabilities stay in shared memory and only the "
                         "output rows (and LSE for merging) are written back.",
        "tiling": "On H100 a CTA holds all 64 query heads of one token as the M dimension, streams "
                  "the compressed KV cache in CTA_TILE_KV = 64-row tiles with 2 pipeline stages, and "
                  "two warpgroups split the QK computation along the KV dimension.",
        "numericalStability": "Per query row a running max and running denominator in fp32; partial "
                              "outputs are rescaled by exp(m_old - m_new) as each KV tile arrives.",
        "tradeOff": f"Shared memory per SM differs by GPU ({budget}). On sm89 the 2-stage, 64-row "
                    "KV tiles do not fit, so NUM_STAGES drops to 1 and CTA_TILE_KV to at most 16: "
                    "loads are no longer overlapped with the math, and bandwidth use falls well below "
                    "what the H100 path reaches.",
    }
