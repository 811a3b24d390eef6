# Sources: S10 (paraphrase; non-native learner English)
def designOutline():
    return {
        "memoryTraffic": "The S matrix and P matrix only exist in the shared memory, they will not be written back to HBM. The total HBM access is O(N^2 d^2 / M) for FlashAttention, compare to O(Nd + N^2) of standard attention.",
        "tiling": "Bc = M/(4d), Br = min(Bc, d). For A100 M is 192KB, d = 64, fp16 so Bc = 96 if we count in half elements... we choose Br = 64, Bc = 64 to be safe.",
        "numericalStability": "Use the m and l statistic like in paper Algorithm 1, and update O with diag(l_new)^-1 (diag(l) e^(m - m_new) O + e^(m~ - m_new) P~ V).",
        "tradeOff": "Shortcoming: the block size must be tuned for every GPU (192KB on A100 but 100KB on 4090), because the SRAM size is different.",
    }
