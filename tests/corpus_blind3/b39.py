# I followed Algorithm 1 of the original FlashAttention paper (FA1 loop order).


def designOutline():
    return {
        "memoryTraffic": "Q, K, V are read from HBM block by block; S_ij and P_ij are computed in SRAM and never written. Because the outer loop is over K/V blocks, O_i, l_i and m_i are read from HBM and written back after each inner step, but those are N x d and N, not N x N. Total HBM accesses Theta(N^2 d^2 / M).",
        "tiling": "Block sizes from the paper: Bc = ceil(M / 4d), Br = min(ceil(M / 4d), d), where M is the SRAM size. Outer loop over K_j, V_j (loaded into SRAM once), inner loop over the Q_i blocks. One thread block per (batch, head).",
        "numericalStability": "For each (i, j): m~_ij = rowmax(S_ij), P~_ij = exp(S_ij - m~_ij), l~_ij = rowsum(P~_ij); m_new = max(m_i, m~_ij); l_new = exp(m_i - m_new) l_i + exp(m~_ij - m_new) l~_ij; O_i <- diag(l_new)^-1 (diag(l_i) exp(m_i - m_new) O_i + exp(m~_ij - m_new) P~_ij V_j).",
        "tradeOff": "This loop order re-reads and re-writes O_i, l_i, m_i in HBM for every K/V block, extra traffic of order N^2 d / Bc, and parallelising only over batch*heads leaves SMs idle when batch*heads is small. FA2 swaps the loops and parallelises over query blocks to fix both.",
    }
