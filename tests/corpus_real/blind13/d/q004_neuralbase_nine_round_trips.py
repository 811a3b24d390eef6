# Sources: S04 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": [
            "Naive: load QKV, write S, read S, softmax, write P, read P, PV, write O: nine trips.",
            "Mine: one kernel. Q, K, V read from HBM, O and per-row logsumexp written. S/P live "
            "only in SRAM/registers, never written to HBM.",
        ],
        "tiling": [
            "BLOCK_M = 128 query rows per CTA, resident in smem for the kernel's lifetime.",
            "BLOCK_N = 64 K/V rows streamed per iteration, 2-stage cp.async pipeline.",
            "d = 64, fp16: Q 16 KB + 2 x (8 + 8) KB = 48 KB smem.",
            "grid = (N / 128, B * H), 4 warps.",
        ],
        "numericalStability": [
            "fp32 accumulators for O, m, l.",
            "m updated per K/V block; O and l multiplied by exp(m_old - m_new) before the new "
            "block is added.",
            "logsumexp stored per row for backward.",
        ],
        "tradeOff": [
            "BLOCK_M = 256 would halve K/V re-reads, but the 256 x 64 fp32 accumulator needs "
            "64 KB of registers per CTA -> spills, occupancy drops.",
        ],
    }
