# Sources: S05, S02 (paraphrase / learner rewrite, non-native English), S22 (background)
# Homework: compute block sizes from the paper formula (GPT-2 numbers N = 1024, d = 64)


def designOutline():
    return {
        "memoryTraffic": (
            "S and P never written to HBM; Q, K, V are loaded block by block into SRAM and only O, l, m are "
            "written back."
        ),
        "tiling": (
            "A100 shared memory is 192KB = 196608 B, so Bc = M/(4d) = 196608/(4*64) = 768, "
            "Br = min(768, 64) = 64, d = 64, all tiles in fp32. Tr = 1024/64 = 16, Tc = 1024/768 = 2; "
            "K/V blocks are the outer loop, Q blocks the inner loop."
        ),
        "numericalStability": (
            "m_new = max(m_i, rowmax(S_ij)), l_new = e^{m_i - m_new} l_i + e^{m_ij - m_new} l_ij, "
            "O_i updated with the same e^{m_i - m_new} factor and divided by l_new."
        ),
        "tradeOff": (
            "Because the K/V loop is outside, O_i, l_i and m_i have to be read and written to HBM again for every "
            "K/V block: extra HBM traffic of Tc times the size of O."
        ),
    }
