def design_outline():
    return {
        "memory_traffic": [
            "no materialisation of the N x N scores in HBM: S and P only exist as SRAM tiles",
            "each query block reads every K and V block once from HBM",
            "O and the fp32 logsumexp are the only outputs written",
        ],
        "tiling": [
            "query tile 64 x d resident in shared memory",
            "K/V tiles 64 x d streamed, with causal block skipping: K/V blocks entirely above the diagonal are never loaded",
        ],
        "numerical_stability": [
            "subtract the row max before exp",
            "online rescale with exp(m_old - m_new) of both acc and l",
            "fp32 accumulators",
        ],
        "failure_modes": [
            "if the row max subtraction is left out, exp(s) overflows fp16/fp32 for logits above ~11 / ~88 and the output becomes inf/NaN",
        ],
    }
