# Sources: S05 (excerpt, paraphrase)
def designOutline():
    return {
        "memoryTraffic": [
            "S and P~ tiles live and die in a scratch slot of SRAM: they are never written to HBM.",
            "Tally per 128x128 head (fp32): standard attention parks 32,768 floats of S + P in HBM; mine parks zero.",
            "What does cross HBM: Q, K, V blocks in, O and the row stats (m, l) out.",
        ],
        "tiling": [
            "Q blocks of 32 rows, K/V blocks of 32 rows, d = 64, all in SMEM (4 KB each in fp16).",
            "Outer loop over Q blocks, inner loop over K/V blocks; one CTA per Q block.",
        ],
        "numericalStability": [
            "Row stats m (max) and l (sum) in fp32, updated per K/V block.",
            "Old partial O multiplied by exp(m_old - m_new) before the new block is added.",
        ],
        "tradeOff": [
            "Backward recomputes S and P~ per tile instead of reading them, so it spends extra FLOPs to save the O(N^2) I/O.",
        ],
    }
