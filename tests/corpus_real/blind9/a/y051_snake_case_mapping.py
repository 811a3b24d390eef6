# Sources: S18, B1 (paraphrase / learner rewrite)
def design_outline():
    return {
        "memory_traffic": {
            "mechanism": "no materialized attention matrix",
            "decision": "S/P tiles stay in SRAM; HBM traffic = Q, K, V reads + O and O(N) softmax statistics writes",
        },
        "tiling": {
            "mechanism": "query tiles outer, key/value tiles inner",
            "decision": "Br = 64 query rows resident per thread block, Bc = 128 K/V rows streamed, d = 64",
        },
        "numerical_stability": {
            "mechanism": "online softmax with running max and running sum",
            "decision": "rescale the fp32 accumulator by exp(m_old - m_new) when the max grows; divide by the sum once at the end",
        },
        "trade_offs": {
            "cost": "backward recomputation",
            "consequence": "the N x N softmax is not stored, so the backward pass recomputes QK^T and the softmax per tile: extra FLOPs",
        },
    }
