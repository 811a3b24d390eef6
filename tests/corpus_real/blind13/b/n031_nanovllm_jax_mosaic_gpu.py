# Sources: S28 (paraphrase / practitioner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "plgpu.copy_gmem_to_smem (TMA) brings Q once and K/V blocks through the emit_pipeline "
            "ring; the wgmma result S stays in registers, P is cast to bf16 in registers for the "
            "PV wgmma; copy_smem_to_gmem only for O and lse. Paged KV: pages are DMA'd straight "
            "from the block table, the cache is never gathered into a contiguous copy."
        ),
        "tiling": (
            "2 compute warpgroups x 64 Q rows (wgmma M = 64) = 128 Q rows per CTA + 1 memory "
            "warpgroup; block_kv = 64, head_dim 128, max_concurrent_steps = 2: Q 32 KB + "
            "2 x (16 + 16) KB = 96 KB of the ~228 KB SMEM on H100."
        ),
        "numericalStability": (
            "FA3-style online softmax with exp2: m_i, l_i fp32 per row; alpha = exp2(m_old - m_new) "
            "rescales acc and l_i; rows that are still fully masked (m = -inf) get alpha forced "
            "to 1 and p = 0."
        ),
        "tradeOff": (
            "WGMMA needs M >= 64, so decode (one query per sequence) wastes 63/64 of the M "
            "dimension unless queries from many sequences are batched into one tile."
        ),
    }
