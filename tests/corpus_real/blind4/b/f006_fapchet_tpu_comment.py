# Sources: S06 (excerpt + learner rewrite of a forum comment)
def designOutline():
    return {
        "memoryTraffic": "GPU SRAM is tiny (~164 KB/SM), the n x n score matrix never fits, so it never leaves the SM: QK^T, softmax and PV happen in one kernel and only O is stored to HBM.",
        "tiling": "On the A100 I'd take Br = Bc = 256 with d = 128, all of Q, K and V tiles in shared memory, so each tile is like the TPU's 128x128 systolic block but bigger.",
        "numericalStability": "Running max + running sum per query row; the old accumulator is scaled by exp(m_prev - m_cur) before the new tile is added.",
        "tradeOff": "On TPU the MXU does tile streaming natively; on GPU you pay in code: the online rescale has to be hand-written inside the kernel, which makes it complex because the softmax must be corrected tile by tile.",
    }
