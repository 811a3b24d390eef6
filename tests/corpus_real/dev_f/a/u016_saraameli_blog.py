# Sources: S15 (paraphrase / learner rewrite), S22 (background)


def designOutline():
    return {
        "memoryTraffic": (
            "Minimise reads/writes between slow HBM and fast SRAM: S and P are never written to HBM, so HBM "
            "accesses drop from Θ(Nd + N²) to Θ(N²d²/M), where M is the SRAM size."
        ),
        "tiling": (
            "Br = 64 query rows resident in SRAM per thread block, Bc = 128 key/value rows streamed in the inner "
            "loop, d = 64."
        ),
        "numericalStability": (
            "A max from only part of the row gives wrong results, so first do one pass over all K blocks to get "
            "the exact row max, then a second pass that computes exp(s - max), the sum and P·V."
        ),
        "tradeOff": (
            "Three things to optimise: compute, memory, overhead. For small N the kernel launch / dispatch overhead "
            "is larger than the HBM time saved, so the fused kernel gives almost no speed-up there."
        ),
    }
