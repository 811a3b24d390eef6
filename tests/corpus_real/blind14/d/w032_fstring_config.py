# Sources: S13 (paraphrase), S02* (paraphrase)
def designOutline():
    BM, BN, D, STAGES = 128, 64, 64, 2
    smem = (BM * D + STAGES * 2 * BN * D) * 2
    return {
        "memoryTraffic": f"Per program: the Q tile ({BM}x{D}) is read once and K/V tiles ({BN}x{D}) once per Q tile; S/P ({BM}x{BN}) "
                         f"stay in registers and are never written to HBM; writes = the O tile + {BM} fp32 LSE values.",
        "tiling": f"BLOCK_M = {BM}, BLOCK_N = {BN}, HEAD_DIM = {D}, num_stages = {STAGES}, num_warps = 4: Q resident in SRAM, "
                  f"K/V streamed; smem about {smem // 1024} KB.",
        "numericalStability": "m_i, l_i and acc in fp32; scores pre-multiplied by log2(e)*sm_scale so exp2 can be used; "
                              "alpha = exp2(m_i - m_ij) rescales l_i and acc every block.",
        "tradeOff": f"BLOCK_M = {BM} instead of {2 * BM}: the fp32 acc of {2 * BM}x{D} would need {2 * BM * D * 4 // 1024} KB of "
                    f"registers per program and spill, so we accept {BM}-row tiles and re-read K/V N/{BM} times.",
    }
