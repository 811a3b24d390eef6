# Sources: S05 (learner rewrite)
# Quiz 7, short answers.


def designOutline():
    return {
        "memoryTraffic": "S/P tiles only in SRAM/regs, never HBM. HBM: read Q,K,V; write O + lse.",
        "tiling": "Br=Bc=64, d=128. KV tiles outside band [i-W, i] skipped; edge tiles masked in SRAM.",
        "numericalStability": "per row m, l in fp32; acc *= exp(m_old - m_new) each tile; O = acc/l at end.",
        "tradeOff": "W=4096, N=8192: edge tiles still need per-element masks -> wasted exp work on masked entries.",
    }
