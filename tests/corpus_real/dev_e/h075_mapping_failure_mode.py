# Sources: S02, S41 (paraphrase / learner rewrite)
def design_outline():
    return {
        "memory_traffic": {
            "mechanism": "fused forward, LSE instead of P",
            "decision": "read Q, K, V once per pass; write O and a fp32 LSE per row; no N x N buffer anywhere in HBM",
        },
        "tiling": {
            "mechanism": "Q block resident, K/V streamed",
            "decision": "Br = 128, Bc = 64 at d = 128, 4 warps; one CTA per (query block, batch*head)",
        },
        "numerical_stability": {
            "mechanism": "online softmax",
            "decision": "m_new = max(m, rowmax(S)); acc and l scaled by exp(m - m_new) in fp32; divide by l once",
        },
        "failure_mode": {
            "what": "d = 256 on a consumer GPU",
            "why": "Q, K and V tiles of 128 x 256 fp16 are 64 KB each, 192 KB together, more than the ~99 KB a block may use on sm86/sm89, so the launch fails unless the tiles shrink to 32-64 rows",
        },
    }
