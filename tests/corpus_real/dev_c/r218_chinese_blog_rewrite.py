# Sources: S26 (arcalunar.github.io 算子优化 notes on Flash Attention, rendered in English), P1
def designOutline():
    return {
        "memoryTraffic": "Core idea: reduce IO of Attn. Standard implementation writes S and P (N x N) to HBM and reads them back, 4 times N^2 elements. Flash version: load Q_i, K_j, V_j to SRAM, compute and accumulate, only O goes back. So HBM access from Θ(Nd + N^2) to Θ(N^2 d^2 / M).",
        "tiling": "Outer loop j over K/V blocks, inner loop i over Q blocks (FlashAttention v1 order). Block size Bc = ⌈M/(4d)⌉, Br = min(⌈M/(4d)⌉, d).",
        "numericalStability": "Safe softmax with running m_i and l_i; when the new block has bigger max, old l and old O are multiplied by e^{m_old - m_new}.",
        "tradeOff": "In v1 order (K/V outer), O_i, l_i, m_i must be read from and written back to HBM for every j; this round trip is extra traffic that v2 removes by putting Q in the outer loop.",
    }
