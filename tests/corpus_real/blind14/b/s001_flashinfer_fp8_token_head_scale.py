# Sources: S03, S04 (paraphrase / practitioner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "Decode reads the KV cache as FP8 e4m3 plus one fp32 scale per (token, head), so the "
            "HBM bytes for K/V are roughly half of bf16. S and P stay in registers and are never "
            "written back to global memory; the kernel only writes O (bf16) and the per-row LSE."
        ),
        "tiling": (
            "We reuse the FA2 prefill kernel for decode (tensor-core path): a CTA owns a 16-row Q "
            "tile (the GQA group packed into M) and streams K/V pages of 64 tokens through smem "
            "with cp.async; the per-row scales are staged into smem right next to each K/V tile."
        ),
        "numericalStability": (
            "K scale is multiplied onto the fp32 S accumulator before the row max is taken, V scale "
            "onto the P fragment before PV. Running max m and sum l are fp32 and the o fragment is "
            "rescaled by exp(m_old - m_new) at every page."
        ),
        "tradeOff": (
            "The scale buffer eats shared memory (one float per KV row for K and for V), so on tight "
            "configs such as SM75 with head_dim 256 the KV repack staging must be switched off to "
            "fit, and those shapes get slower."
        ),
    }
