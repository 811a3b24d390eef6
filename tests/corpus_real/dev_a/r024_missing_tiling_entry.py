# sources: S1 (Sec. 3.1), S4 (online softmax), rewritten; the learner forgot the tiling entry
def designOutline():
    return {
        "memoryTraffic": "The three steps of attention run in one kernel, so S = QK^T and P = softmax(S) never reach HBM; only Q, K, V are read and O plus the logsumexp vector (N floats) are written. HBM accesses go from Theta(Nd + N^2) to Theta(N^2 d^2 / M) for SRAM size M.",
        "numericalStability": "Safe online softmax: for every key block, m_new = max(m_old, max_j s_ij), l_new = l_old * exp(m_old - m_new) + sum_j exp(s_ij - m_new), and the partial output is multiplied by exp(m_old - m_new) before the new block is added. m, l and O are kept in fp32.",
        "tradeOff": "The backward has to regenerate S and P block by block from Q, K and the logsumexp, since they were never stored: more FLOPs in the backward than standard attention, but fewer HBM bytes.",
    }
