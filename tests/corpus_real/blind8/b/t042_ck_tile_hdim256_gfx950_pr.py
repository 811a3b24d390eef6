# Sources: S47 (paraphrase)
def designOutline():
    return {
        "memory_traffic": (
            "GetSmemSize was computing max(Q, K + S + V) instead of max(Q, K) + V + S, so the LDS "
            "layout under-allocated; the S-tile LDS offset is recomputed to match the corrected formula."
        ),
        "tiling": (
            "gfx950 (MI350X), hdim 256 BF16: M0 = 128 query rows, N0 = 64 keys per step; the "
            "double-buffer prefill variant overflows the 160 KB LDS budget, so it is gated off for d = 256."
        ),
        "numerical_stability": (
            "Row max and row sum in fp32 registers with the usual rescale of the O accumulator per N0 "
            "block; LSE stored in fp32 per row when kStoreLSE."
        ),
        "failure_mode": (
            "With the wrong LDS accounting the kernel silently corrupted d = 256 output (~2% wrong values): "
            "the under-allocated LDS let the S tile overlap another buffer."
        ),
    }
