# Sources: S30 (*) (paraphrase / learner rewrite)
def design_outline():
    return {
        "memory_traffic": {
            "mechanism": "cuDNN SDPA node (FlashAttention-2 algorithm) with generate_stats=True",
            "decision": "Q, K, V read from global memory; softmax(QK^T/sqrt(d)) stays in "
                        "registers/shared memory; O and the fp32 Stats tensor (b, h, s_q, 1) are "
                        "the only outputs written",
        },
        "tiling": {
            "mechanism": "query tiles per CTA, K/V tiles in an inner loop",
            "decision": "64-row Q tile per CTA for d = 128 on Ampere, K/V tiles of 64 rows "
                        "double-buffered in shared memory; grid = (s_q/64, h, b)",
        },
        "numerical_stability": {
            "mechanism": "online softmax with running row max and sum",
            "decision": "fp32 accumulators; O rescaled by exp(m_old - m_new) on each tile; Stats = "
                        "max + log(sum) kept for the backward graph",
        },
        "trade_offs": {
            "cost": "Ampere/Ada backward limited to d <= 128",
            "cause": "the dQ, dK, dV accumulators plus Q/K/V/dO tiles for d = 256 do not fit in "
                     "the shared memory and registers of one CTA, so larger heads need Hopper",
        },
    }
