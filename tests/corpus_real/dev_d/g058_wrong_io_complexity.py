# Sources: S01 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Standard attention needs O(N^2) HBM accesses; flash attention needs only O(N d) HBM accesses, independent of the SRAM size M, because each element of Q, K, V is read exactly once.",
        "tiling": "Q in blocks of Br = 64 rows resident in shared memory; K/V in blocks of Bc = 64 rows streamed in the inner loop; d = 64; grid over (N/64, batch*heads).",
        "numericalStability": "online softmax with running max m and sum l in fp32; rescale O by exp(m_old - m_new) each K/V block; divide by l at the end.",
        "tradeOff": "The backward recomputes S and P from Q, K and the saved logsumexp, one extra QK^T per block.",
    }
