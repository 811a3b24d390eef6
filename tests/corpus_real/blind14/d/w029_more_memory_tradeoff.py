# Sources: S01* (learner rewrite), S12 (paraphrase)
def design_outline():
    return {
        "memory_traffic": "No N x N buffer: QK^T, softmax and PV run in one kernel, S/P tiles stay in shared memory and registers, "
                          "HBM sees Q, K, V reads and the O + logsumexp writes.",
        "tiling": "BLOCK_M = 64 query rows per CTA resident in SRAM, BLOCK_N = 64 key rows streamed, head_dim = 64, 4 warps; grid (N/64, B*H).",
        "numerical_stability": "Running max m and sum l per row in fp32; rescale acc and l by exp(m_old - m_new) when m grows; "
                               "store lse = m + log(l) for the backward.",
        "trade_off": "It keeps extra per-row statistics (m and l) and the logsumexp for the backward, so FlashAttention uses more "
                     "memory than standard attention; that is the price for the speed.",
    }
