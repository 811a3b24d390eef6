# Sources: S01, S02, S07 (issue #414)
# Learner rewrite; bullet points joined.

MT = [
    "- Q_i read once per thread block",
    "- K_j, V_j read once per Q block",
    "- S_ij and P_ij computed in SRAM, never written to HBM",
    "- O_i and L_i = m_i + log l_i written once",
]
TILING = [
    "- Br = 64 query rows per thread block, Bc = 64 keys per inner step",
    "- Q_i and O_i accumulator stay on chip during the inner loop",
    "- 4 warps, each warp 16 query rows",
]
NS = [
    "- m_i, l_i kept in fp32",
    "- rescale O_i and l_i by exp(m_old - m_new) before adding each new block",
    "- divide by l_i once at the end",
]
TO = [
    "- dQ is accumulated across thread blocks with atomicAdd in the backward,",
    "  so the summation order changes from run to run and dQ is not bitwise reproducible",
]


def designOutline():
    return {
        "memoryTraffic": "\n".join(MT),
        "tiling": "\n".join(TILING),
        "numericalStability": "\n".join(NS),
        "tradeOff": "\n".join(TO),
    }
