# Sources: S09 (already-used source; learner rewrite in own words)


def designOutline():
    return {
        "memoryTraffic": "HBM vs SRAM, kernel fusion, IO-awareness, recomputation, O(N) memory.",
        "tiling": "Br = 64 rows of Q per block, resident in smem; Bc = 64 rows of K/V streamed in the inner loop; d = 64.",
        "numericalStability": "Online softmax: running max m, running sum l per row, acc and l rescaled by exp(m_old - m_new) each K/V block, fp32.",
        "tradeOff": "Backward recomputes S/P tiles from Q, K and logsumexp since P is not stored -> one extra QK^T per tile.",
    }
