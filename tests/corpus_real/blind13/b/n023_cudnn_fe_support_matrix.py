# Sources: S20 (paraphrase / practitioner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "Paged attention: K/V are read through the page table from the paged cache (64-token "
            "pages), Q read once; only O and Stats are written, no S matrix in global memory."
        ),
        "tiling": (
            "Hopper prefill with d_qk = 192, d_vo = 128 (MLA style); cuDNN runs 128-row Q tiles "
            "per CTA and 128-row K/V tiles; with the diagonal band mask the tiles completely "
            "outside the band are skipped."
        ),
        "numericalStability": (
            "fp8 path: Q/K/V in e4m3 with descale factors, but the softmax itself runs in fp32 "
            "with a running max per row; amax of S and O is returned so the next step's scales "
            "can be set."
        ),
        "tradeOff": "Limitation: bprop only for d <= 128 on Ampere/Ada.",
    }
