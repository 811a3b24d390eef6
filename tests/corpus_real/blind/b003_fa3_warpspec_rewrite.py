# Sources: S03 (FlashAttention-3, arXiv:2407.08608, sec. 3), S24 (jvoltci FA3 internals), S22 (wentao.site summary), S63 (FA3 blog post)
# Learner rewrite; trade-off is a short excerpt of the FA3 blog post (S63).

def designOutline():
    return {
        "memoryTraffic": (
            "Producer warps issue TMA loads that bring K_j and V_j tiles from HBM into a circular SMEM "
            "buffer; Q_i is loaded once per CTA. S = Q K^T is accumulated by WGMMA straight into "
            "registers, P is converted in registers and used as the A operand of the second WGMMA, so "
            "S and P never touch HBM and not even shared memory. Only O and the logsumexp go back to HBM."
        ),
        "tiling": (
            "CTA tile of 128 query rows (head dim 128), K/V tiles of 128 rows, 2-stage pipeline in SMEM. "
            "Warp specialisation: 1 producer warpgroup (TMA only, few registers via setmaxnreg) and 2 "
            "consumer warpgroups that do GEMMs and softmax. Ping-pong: while warpgroup 1 does the softmax "
            "of its tile, warpgroup 2 runs its GEMMs, then they swap, synchronised by named barriers."
        ),
        "numericalStability": (
            "Same online softmax as FA2: running row max m and sum l in fp32 registers, old O scaled by "
            "exp(m_old - m_new) when the max increases, one division by l in the epilogue, logsumexp "
            "m + log l stored for backward. Accumulators of both GEMMs are fp32 even when inputs are bf16."
        ),
        "tradeOff": (
            "Intra-warpgroup pipelining increases throughput from around 620 TFLOPS to around 640-660 TFLOPS "
            "for FP16 attention forward, at the cost of higher register pressure. We need more registers to hold "
            "both accumulators of the GEMMs, and the input/output of softmax."
        ),
    }
