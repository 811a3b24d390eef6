# Sources: S56* (paraphrase, new writer)
def designOutline():
    return {
        "memoryTraffic": (
            "Load blocks of Q, K, V from HBM into SRAM, compute there and write only O; the N x N "
            "attention matrix never goes to HBM."
        ),
        "tiling": (
            "At head dim 256 drop to Br = Bc = 64: the Q, K and V tiles are 32 KB each in fp16 "
            "(96 KB together), which fits A100's 163 KB of shared memory per block with room to "
            "double-buffer K/V."
        ),
        "numericalStability": (
            "Online softmax: running max and sum per row in fp32, acc rescaled by exp(m_old - m_new)."
        ),
        "tradeOff": (
            "As head dim grows the blocks must shrink to fit SRAM, and with small blocks each K/V "
            "tile is reused by fewer Q rows, so the kernel slows down; at first there was no speedup "
            "at hdim 256, so support stopped at 128."
        ),
    }
