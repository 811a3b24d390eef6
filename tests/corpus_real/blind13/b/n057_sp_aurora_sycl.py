# Sources: S50 (paraphrase / practitioner rewrite)
# Intel Data Center GPU Max 1550 (Aurora).


def designOutline():
    return {
        "memoryTraffic": (
            "Fused attention + LSE in one kernel: q/k/v read from global memory, the scores stay "
            "in SLM/registers and are never written back; out and lse (one float per row) are "
            "written once."
        ),
        "tiling": (
            "BLOCK_M = 128, BLOCK_N = 128, HEAD_DIM = 128, float32 (4 B) everywhere, 2 SLM stages "
            "for K/V: Q 64 KB + 2 x (64 + 64) KB = 320 KB of SLM per work-group; 256 work-items, "
            "sub-group 16."
        ),
        "numericalStability": (
            "Running m, l in fp32 with exp rescaling of the accumulator; for the ring merge "
            "lse_new = lse_a + log1p(exp(lse_b - lse_a)) and out = exp(lse_a - lse_new) * out_a + "
            "exp(lse_b - lse_new) * out_b."
        ),
        "tradeOff": (
            "Ring attention over the 12 tiles of a node: each step waits for the next K/V chunk "
            "over Xe Link, and with chunks under ~2k tokens the transfer is no longer hidden "
            "behind the compute."
        ),
    }
