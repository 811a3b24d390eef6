# Sources: S00 (learner rewrite after FlashAttention §3.1 / Appendix B)

def designOutline():
    br, bc, d = 256, 256, 256
    return {
        "memoryTraffic": "One kernel: load Q_i, K_j, V_j blocks into SRAM, compute S_ij and P_ij there and never write them to HBM; write O_i and the logsumexp L_i.",
        "tiling": f"Big tiles to cut re-reads: Br = {br} query rows and Bc = {bc} key rows per step, head dim d = {d}, Q, K and V tiles all held in shared memory together with one thread block per query tile.",
        "numericalStability": "Online softmax: running max m and sum l per row in fp32, previous O scaled by exp(m_old − m_new) before adding P_ij V_j; store L = m + log l.",
        "tradeOff": "The backward recomputes S_ij and P_ij from Q, K and L instead of reading a stored P, so it does about one extra QK^T matmul per block.",
    }
