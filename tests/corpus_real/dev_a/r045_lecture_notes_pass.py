# sources: S1, S2 (rewritten as lecture notes for a GPU course)
def designOutline():
    return {
        "memoryTraffic": [
            "Baseline: S and P (N x N each) are written to and read from HBM, Theta(N^2) extra traffic.",
            "Ours: a single kernel computes QK^T, the softmax and PV for a tile while it is in SRAM; S and P are never written to HBM.",
            "HBM traffic: Q, K, V read (K, V once per query block: about 2 N d x N / Br elements), O and L (N floats) written.",
        ],
        "tiling": [
            "Br x Bc = 128 x 64 at d = 128 (fp16: Q 32 KB, K 16 KB, V 16 KB, double-buffered K/V: 96 KB smem).",
            "Grid: one CTA per (query block, head, batch); the loop over K/V blocks is sequential within the CTA.",
            "Q tile and the fp32 O accumulator stay on chip for the whole loop.",
        ],
        "numericalStability": [
            "Online softmax: m_new = max(m_old, rowmax(S)); scale = exp(m_old - m_new).",
            "O <- scale * O + exp(S - m_new) V; l <- scale * l + rowsum(exp(S - m_new)).",
            "Statistics and accumulator in fp32; final O / l; store L = m + log l.",
        ],
        "tradeOff": [
            "Backward regenerates S and P from Q, K and L instead of reading them: roughly one extra QK^T GEMM per tile.",
            "d = 256 does not fit the 128 x 64 tiles in 100 KB of smem on consumer GPUs, so Br drops to 64 and tensor-core efficiency falls.",
        ],
    }
