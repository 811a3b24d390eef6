# Sources: S15 (paraphrase / practitioner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "FA forward on MI350X: Q tile loaded once into VGPRs, K/V tiles go global -> LDS, "
            "S and P stay in AccVGPRs; writes are O (bf16) and LSE (fp32). HBM traffic is "
            "~2*N*d*(N/256) elements for K/V plus N*d each for Q and O, never the N x N matrix."
        ),
        "tiling": (
            "256 Q rows per workgroup (8 waves x 32 rows, MFMA 32x32x16 bf16), KV block 64, "
            "d = 128: Q in registers, K/V 2 stages x 2 x 64 x 128 x 2 B = 64 KB of the 160 KB LDS; "
            "grid (N / 256, heads, batch)."
        ),
        "numericalStability": (
            "Running max/sum per row in fp32, exp2 with log2(e) prescale folded into Q; the "
            "accumulator is rescaled by exp2(m_old - m_new) every KV block."
        ),
        "tradeOff": (
            "tinygrad's lowerer emits the accumulator rescale as a separate elementwise pass over "
            "the 32 x 128 fp32 tile unless the upcast gets fused, i.e. a full VGPR read-modify-"
            "write per KV block; that is most of the ~30% we are still behind HipKittens."
        ),
    }
