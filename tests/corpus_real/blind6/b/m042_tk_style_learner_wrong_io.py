# Sources: S02 (learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "HBM traffic of the fused kernel is O(N d^2 / M) total, independent of N squared, because K and V are read once overall.",
        "tiling": "Q tile 64 x 128 resident, K/V tiles 64 x 128 streamed, 2 stages: 16 KB + 2*(16+16) KB = 80 KB.",
        "numericalStability": "Rescale O and l by exp(m_old - m_new) when the running max increases; l and m in fp32.",
        "tradeOff": "More stages would overlap better but shared memory runs out at ~3-4 stages with d = 128 (each stage adds 32 KB of K+V).",
    }
