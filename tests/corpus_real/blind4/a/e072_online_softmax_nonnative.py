# Sources: A04, A01 (learner rewrite, non-native English)
def designOutline():
    return {
        "memoryTraffic": "The big matrix S = QK^T never go to HBM. We bring one block of Q to SRAM, then bring K and "
                         "V block by block, compute and throw away the S block after multiply with V. Only O and "
                         "the l, m of each row are written back.",
        "tiling": "Q block have 64 rows, K/V block have 64 rows, head dim 64. One thread block take one Q block "
                  "of one head and stay in SRAM until finish; K/V blocks come one after other in the inner loop.",
        "numericalStability": "We keep for every row the max m until now and the sum l. New block come: m_new = "
                              "max(m, max of block); old l and old O multiply with exp(m - m_new), then add the new "
                              "exp(s - m_new). All this in fp32, at the end O divide by l.",
        "tradeOff": "For the backward we don't have P saved, so we must compute QK^T again for every block, this "
                    "is extra FLOPs, but still less time than reading a N x N matrix from HBM.",
    }
