# Sources: S18 (paraphrase / learner rewrite)
# Triton lab report: the fused-attention tutorial in fp8 on H100.


def designOutline():
    return {
        "memoryTraffic": (
            "One Triton program computes a BLOCK_M slice of O end to end: it reads Q once, "
            "streams K and V, and writes O and M (the row logsumexp). The qk and p tiles are "
            "plain registers inside the loop and are never stored to global memory."
        ),
        "tiling": (
            "BLOCK_M = 128, BLOCK_N = 128, HEAD_DIM = 128, num_stages = 3, 8 warps; grid = "
            "(cdiv(N, 128), Z*H). The inner loop over start_n advances K/V block pointers by "
            "BLOCK_N; for causal the loop stops at the diagonal block."
        ),
        "numericalStability": (
            "m_i and l_i are fp32; qk is scaled by sm_scale*log2(e) so exp2 can be used, "
            "alpha = exp2(m_i - m_ij) rescales acc and l_i, and p is cast to fp8 only as the "
            "operand of the second dot while acc stays fp32."
        ),
        "tradeOff": (
            "The fp8 wgmma wants V in k-major layout, so V has to be transposed before the "
            "kernel (an extra pass over V in HBM) - otherwise the fp8 dot cannot be issued."
        ),
    }
