# Sources: S13 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Naive: S = QK^T written to HBM (N^2), read back for softmax, P written, read back for PV. Mine: one fused kernel, reads Q, K, V and writes O, total about 4Nd elements instead of 4Nd + 4N^2.",
        "tiling": "Br and Bc are command line flags (--br, --bc); I ran Br = 32, Bc = 32 with d = 64.",
        "numericalStability": "Online softmax with m and l per row, O is rescaled by exp(m_old - m_new) before adding P~V.",
        "tradeOff": "When I set --bc 128 --br 128 with -d 128 the launch failed: the tiles need more than the 48 KB of static shared memory per block, so large d forces small tiles.",
    }
