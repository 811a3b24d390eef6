# Sources: S02 (sec. 3.3, block sizes), S11
# Learner rewrite; trade-off stated inside the tiling entry.

def design_outline():
    return {
        "memory_traffic": (
            "The N x N scores are never written to global memory. Per program: load the Q block once, load "
            "each K and V block once, write O and the row logsumexp once. HBM traffic is about "
            "2 * N * d * (N / BLOCK_M) bytes of K/V reads plus 4Nd for Q and O in fp16."
        ),
        "tiling": (
            "BLOCK_M = 128 query rows stay in registers/shared memory for the whole loop; BLOCK_N = 64 keys per "
            "iteration with 2-stage software pipelining of the K/V loads; grid = (cdiv(N, 128), batch * heads). "
            "Trade-off: BLOCK_N = 128 would halve the number of iterations but the 128 x 128 fp32 score tile "
            "needs 64 KB of registers per CTA, so with 4 warps the compiler spills."
        ),
        "numerical_stability": (
            "Online softmax in fp32: m_new = max(m, rowmax(S_j)); p = exp(S_j - m_new); "
            "l = l * exp(m - m_new) + rowsum(p); acc = acc * exp(m - m_new) + p @ V_j; O = acc / l."
        ),
    }
