# HW3 - attention design. terse on purpose.


def designOutline():
    return {
        "memoryTraffic": "HBM reads: Q, K, V; HBM writes: O (N x d) and LSE (N). S_ij = Q_i K_j^T and P_ij live only in SRAM/regs, the N x N matrix never touches HBM. K_j, V_j re-read once per Q block -> O(N^2 d^2 / M) HBM accesses vs O(Nd + N^2) naive.",
        "tiling": "Br = 128, Bc = 64 (d = 64, fp16). Outer loop over Q blocks, one CTA per (batch, head, Q block); inner loop streams K_j, V_j through smem; Q_i and acc stay resident in registers.",
        "numericalStability": "m_i <- max(m_i, rowmax(S_ij)); alpha = exp(m_old - m_i); l_i <- alpha * l_i + rowsum(exp(S_ij - m_i)); acc *= alpha; acc += P_ij V_j; O_i = acc / l_i after last j. m, l, acc in fp32; write LSE_i = m_i + log(l_i) for bwd.",
        "tradeOff": "bwd recomputes S_ij and P_ij from Q, K and LSE instead of loading a stored P -> extra matmul FLOPs (QK^T done again) in exchange for O(N) instead of O(N^2) saved activations.",
    }
