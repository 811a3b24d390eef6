# Sources: S52 (velog.io @zerotoagi, "Flash Attention 핵심 정리", in Korean), S01, S02
# Rendered as a learner's English.

def designOutline():
    return {
        "memoryTraffic": (
            "Standard attention is memory-bound: it write S to HBM, read again for softmax, write P, read P "
            "again for PV. FlashAttention make these three kernels one kernel so S, P live only in SRAM, "
            "and HBM access is only Q, K, V read and O, L write."
        ),
        "tiling": (
            "Q is cut into Br = 64 row blocks (size chosen to fit SRAM) and each thread block take one; K, V cut into Bc = 64 row "
            "blocks and the thread block read them in order in the inner loop. Q block and O accumulator "
            "stay in SRAM/register all the time."
        ),
        "numericalStability": (
            "Softmax is computed with online softmax: m, l of each row is kept in fp32 and when new block "
            "come, m is updated and previous O and l are corrected by multiply exp(m_before - m_after)."
        ),
        "tradeOff": (
            "Because P is not saved, in backward it must compute QK^T again, so FLOPs increase. But HBM "
            "access decrease much more so wall-clock time is still faster."
        ),
    }
