# Sources: S25 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Because S is never materialised, HBM accesses drop from Theta(N^2) for standard attention to Theta(N d^2 / M) for the tiled kernel, where M is the SRAM size.",
        "tiling": "Q blocks of 64 rows stay in shared memory; K/V blocks of 64 rows stream in the inner loop; grid = (N/64, batch*heads).",
        "numericalStability": "Online softmax: running max m_i and sum l_i in fp32, rescale O and l by exp(m_i_old - m_i_new) each block, divide by l at the end.",
        "tradeOff": "Backward recomputes S and P per tile from Q, K and the saved LSE instead of loading P, i.e. one extra QK^T matmul per tile in exchange for not storing N^2 values.",
    }
