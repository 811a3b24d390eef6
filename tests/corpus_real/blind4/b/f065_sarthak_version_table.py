# Sources: S16 (version-comparison table; learner rewrite)
def design_outline():
    return {
        "memory_traffic": {
            "v1": "S/P never written to HBM; O, l, m written back",
            "v2": "only O and the logsumexp L written; fewer non-matmul FLOPs",
            "v3": "TMA loads of K/V overlap with WGMMA; still no S in HBM",
        },
        "tiling": {
            "v1": "outer loop K/V blocks, inner loop Q blocks",
            "v2": "outer loop Q blocks (Br = 128), inner K/V (Bc = 64 or 128), parallel over the sequence",
            "v3": "warp-specialized: a producer warp loads K/V tiles into a 2-stage smem ring, consumer warpgroups compute 128x128 tiles",
        },
        "numerical_stability": {
            "all": "running max/sum per row with exp(m_old - m_new) rescale",
            "v2": "divide by l only once at the end",
            "v3": "FP8: per-block scaling plus incoherent processing (Hadamard) to reduce quantization error",
        },
        "trade_offs": {
            "v3": "FP8 e4m3 has 3 mantissa bits, so outlier features in Q/K give large quantization error unless incoherent processing is applied",
        },
    }
