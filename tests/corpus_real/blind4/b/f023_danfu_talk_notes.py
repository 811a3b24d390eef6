# Sources: S23 (notes taken from a recorded talk; syllabus items excerpted)
def designOutline():
    return {
        "memoryTraffic": [
            "GPU memory: HBM 40-80 GB at ~1.5-2 TB/s, SRAM ~20 MB at ~19 TB/s",
            "standard attn: S, P written to and read from HBM",
            "FlashAttention: S/P never written to HBM, tiles stay in SRAM; HBM accesses O(N^2 d^2 / M)",
        ],
        "tiling": [
            "loop order matters (slide 'Loop Order')",
            "FA1: outer loop over K/V blocks, inner loop over Q blocks",
            "block sizes from SRAM size M: Bc = M/(4d), Br = min(M/(4d), d)",
        ],
        "numericalStability": [
            "softmax decomposition: keep m(x), l(x) per row",
            "combine blocks: m = max(m1, m2); l = e^(m1-m) l1 + e^(m2-m) l2; output rescaled the same way",
        ],
        "tradeOff": [
            "speed vs seq length: for short N the gain is small because attention is not memory bound there",
            "backward recomputes S/P from Q, K: more FLOPs, less memory",
        ],
    }
