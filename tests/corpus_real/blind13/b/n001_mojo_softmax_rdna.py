# Sources: S01 (paraphrase / practitioner rewrite)
# Notes from porting the MAX RDNA (Wave32) attention path; numbers for a 7900 XTX.


def designOutline():
    return {
        "memoryTraffic": (
            "Q/K/V tiles come from VRAM into LDS, the score fragment lives in VGPRs "
            "(row_major(1, 8): 8 fp32 per lane). The N x N score matrix is never written back "
            "to global memory; the only writes are O and one LSE (row max + log row sum) per row "
            "for the backward."
        ),
        "tiling": (
            "Wave32, lane layout col_major(16, 2). num_warps_m = 4 warps x 16 rows = 64 query rows "
            "per workgroup; K/V streamed in 64-key chunks through LDS, double buffered; "
            "grid = (ceil(S / 64), heads, batch). d = 128, bf16: 16 KB Q + 2 x (16 + 16) KB K/V = 80 KB... "
            "too much for 64 KB LDS, so Q stays in VGPRs and only the K/V ring (64 KB) is in LDS."
        ),
        "numericalStability": (
            "SoftmaxRDNA.full() per KV chunk: max -> exp -> sum -> correction -> output update. "
            "rowmax / rowsum kept in fp32 per lane; correction = exp2(max_old - max_new) multiplies "
            "the O fragment and rowsum before the new chunk is added; use_exp2=True with Q "
            "pre-scaled by log2(e) / sqrt(d)."
        ),
        "tradeOff": (
            "RDNA3 has only 16x16 WMMA (no 32x32 MFMA like CDNA), so covering a 64-key chunk needs "
            "num_n_mmas = 4 fragments per warp; with d = 128 the O fragment is another 8 fragments, "
            "VGPR use goes past 128 per lane and we drop to one wave per SIMD."
        ),
    }
