# Sources: S35 (paraphrase of maintainer reply)
def designOutline():
    return {
        "memoryTraffic": (
            "FP8 K/V are read from HBM (half the bf16 bytes) and converted to bf16 on the fly in "
            "shared memory/registers; S and P stay on chip."
        ),
        "tiling": (
            "Prefill/append kernel: Q tiles of 128 rows per CTA, each CTA streams the FP8 K/V pages "
            "through smem and converts after the load; decode uses one CTA per (request, kv-head) "
            "covering the whole GQA group."
        ),
        "numericalStability": (
            "bf16 tensor cores with fp32 accumulation; per-row running max m and denominator d, o "
            "and d multiplied by exp(m_prev - m_new) per KV chunk; the fp8 scale is folded into "
            "sm_scale."
        ),
        "tradeoffs": (
            "When the query is longer than one tile (128) the fused kernel dequantizes the same K/V "
            "again for every query tile, so it loses to two kernels (explicit fp8->bf16 conversion, "
            "then bf16 attention); before H100 there is no fast f8->f16 conversion instruction, so "
            "it is even worse."
        ),
    }
