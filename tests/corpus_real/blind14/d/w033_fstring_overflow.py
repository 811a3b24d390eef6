# Sources: S13 (paraphrase), S02* (paraphrase)
def designOutline():
    BM, BN, D, STAGES = 256, 256, 128, 2
    smem_kb = (BM * D + STAGES * 2 * BN * D) * 2 // 1024
    return {
        "memoryTraffic": "Q tile read once per program, K/V tiles streamed; S and P stay on chip and never reach HBM; only O and the LSE are written.",
        "tiling": f"BLOCK_M = {BM}, BLOCK_N = {BN}, HEAD_DIM = {D}, fp16, num_stages = {STAGES}: Q resident in shared memory, "
                  f"K/V double-buffered, {smem_kb} KB of smem, which fits on an H100.",
        "numericalStability": "Online softmax with fp32 m_i, l_i; acc *= exp2(m_i - m_new) before adding p @ v; divide by l_i at the end.",
        "tradeOff": f"Big tiles mean fewer K/V re-reads ({'N'}/{BM} passes) but a {BM}x{D} fp32 accumulator per program, which costs "
                    f"registers and lowers occupancy to 1 CTA per SM.",
    }
