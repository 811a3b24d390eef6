# Sources: S21, S16 (learner rewrite)
def designOutline():
    return {
        "memory_traffic": {
            "mechanism": "fused forward kernel, softmax_lse saved instead of P",
            "decision": "HBM reads: Q, K, V; HBM writes: O and softmax_lse (fp32, B x H x N). S and P are never written to HBM.",
        },
        "tiling": {
            "mechanism": "query-block parallel grid, K/V streamed",
            "decision": "BLOCK_M = 128 rows of Q per CTA stay in shared memory, BLOCK_N = 128 rows of K/V per step, head dim 64, 8 warps; grid = (N/128, batch*heads)",
        },
        "numerical_stability": {
            "mechanism": "online softmax with logsumexp",
            "decision": "running m and l in fp32, acc rescaled by exp(m_old - m_new); lse = m + log(l) written per row so the backward gets P = exp(S - lse) without overflow",
        },
        "trade_offs": {
            "cost": "backward recomputes S and P tile by tile",
            "cause": "P is not stored, so each backward tile redoes QK^T (about 25-30% more FLOPs) in exchange for O(N) instead of O(N^2) memory",
        },
    }
