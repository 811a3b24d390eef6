# Sources: learner rewrite after P2 section 3.1-3.2 and S17
def design_outline():
    return {
        "memory_traffic": {
            "mechanism": "fused kernel: QK^T, scale, mask, softmax, PV in one launch",
            "decision": "scores and probabilities live only in registers; HBM sees Q, K, V reads and one write of O (B*H*N*d*2 bytes) plus LSE (B*H*N*4 bytes)",
        },
        "tiling": {
            "mechanism": "one CTA per (query tile, head, batch)",
            "decision": "query tile 128 x 128 (d=128) held in smem; K/V tiles 64 x 128 double buffered; 8 warps each owning 16 query rows so no cross-warp softmax communication",
        },
        "numerical_stability": {
            "mechanism": "online softmax",
            "decision": "rowmax m and rowsum l in fp32 registers; on every tile O *= exp(m - m_new), l = l*exp(m - m_new) + rowsum(P); final O /= l only once at the end (FA2 style)",
        },
        "trade_offs": {
            "cost": "register spills",
            "cause": "each warp holds a 16 x 128 fp32 slice of O plus a 16 x 64 S tile, so at d = 256 the per-thread register count passes 255 and the compiler spills to local memory",
        },
    }
