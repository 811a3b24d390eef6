# Sources: S01, S14 (paraphrase; non-native learner English)
def designOutline():
    return {
        "memoryTraffic": "Standard attention is writing S to HBM and reading again for softmax. In my design, S is calculated in SRAM and is used right away, it is not written to HBM at all. Only O and logsumexp are written.",
        "tiling": "Q is divided with Br = 64 rows and K, V with Bc = 64 rows. Q block is loaded one time to SRAM, and K, V blocks are loaded in inner loop. Each thread block is doing one Q block.",
        "numericalStability": "For stable softmax we subtract the max. But we don't know max of full row, so we keep running max m and running sum l, and when m is updated we multiply previous O and l by exp(m_old - m_new).",
        "tradeOff": "Because we don't save P, backward pass need to compute S = QK^T again from Q and K. It is more computation, but memory is much less.",
    }
