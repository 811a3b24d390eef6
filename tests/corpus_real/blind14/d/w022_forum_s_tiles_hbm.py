# Sources: S01* (learner's forum-style misreading)
def designOutline():
    return {
        "memoryTraffic": "My understanding: the kernel computes each S_ij = Q_i K_j^T tile in SRAM, writes that tile to HBM, and after "
                         "all tiles are done a softmax pass reads them back, so memory stays small because only one tile is in SRAM at a time.",
        "tiling": "Q split into Br = 64 row blocks per thread block, K/V in Bc = 64 row blocks; the Q block stays in shared memory "
                  "while the K/V blocks stream through.",
        "numericalStability": "Per row a running max m and sum l in fp32; each new block rescales the accumulated output by exp(m_old - m_new).",
        "tradeOff": "The backward recomputes S from Q and K since P is discarded: an extra matmul per block.",
    }
