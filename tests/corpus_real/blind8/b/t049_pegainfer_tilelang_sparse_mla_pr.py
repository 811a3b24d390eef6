# Sources: S06 (paraphrase)
def designOutline():
    return {
        "memoryTraffic": (
            "Packed 656 B cache tokens are gathered with cp.async and read in place (fp8 dequant on the "
            "consumer side, no layout change); the kernel writes unnormalized f32 partials plus (m, l) per "
            "split, then one combine; DRAM floor at the production shape is ~3.2 us."
        ),
        "tiling": (
            "Right-sized grid (16 splits, batch) for heads <= 16 and topk 2048, instead of FlashMLA's "
            "persistent 132-CTA grid."
        ),
        "numericalStability": (
            "Partials carry (m, l) in f32 and a deterministic fixed-order combine rescales them by "
            "exp(m_i - m_max), so results do not depend on split completion order."
        ),
        "tradeOff": (
            "At bucket-8 decode FlashMLA is ~80-95% fixed overhead (persistent 132-CTA grid, prologue "
            "TMA/metadata, prefill-sized combine): 22.8 us where the DRAM floor is ~3.2 us."
        ),
    }
