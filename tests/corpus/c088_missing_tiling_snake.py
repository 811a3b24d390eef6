def design_outline():
    return {
        "memory_traffic": "no N x N tensor in HBM; the kernel reads Q, K, V and writes O and the row-wise logsumexp",
        "numerical_stability": "online softmax: per-row running max and running sum in fp32, with exp(m_old - m_new) rescaling of the accumulator",
        "trade_offs": "the backward recomputes P from Q, K and the logsumexp: more FLOPs, far less memory",
    }
