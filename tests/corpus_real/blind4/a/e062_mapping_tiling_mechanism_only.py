# Sources: A02, D08 (learner rewrite in mapping form)
def design_outline():
    return {
        "memory_traffic": {
            "mechanism": "one fused kernel for QK^T, softmax and PV",
            "decision": "S and P live in registers per tile and are never stored; HBM reads Q, K, V, writes O and LSE",
        },
        "tiling": {
            "mechanism": "tiling over query blocks and key/value blocks",
        },
        "numerical_stability": {
            "mechanism": "online softmax",
            "decision": "fp32 running max and sum per row; accumulator multiplied by exp(m_old - m_new) when the max "
                        "grows; divide by the sum after the last block",
        },
        "trade_offs": {
            "cost": "register pressure",
            "cause": "the fp32 accumulator for 128 rows x d = 128 takes 64 KB of registers per block, so with "
                     "more rows the compiler spills to local memory",
        },
    }
