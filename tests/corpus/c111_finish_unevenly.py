def designOutline():
    return {
        "memoryTraffic": "Fused QK^T, causal mask, softmax and PV in one kernel, so the attention matrix never goes to HBM; only Q, K, V are read and O is written.",
        "tiling": "Query tiles of 128 rows, one CTA each; every CTA walks the key tiles only up to its own diagonal, so tiles fully above the diagonal are never loaded.",
        "numericalStability": "Subtract the running row max before exp and keep the row sum in fp32; rescale the partial output by exp(m_old - m_new) when the max moves.",
        "failureModes": "With the causal mask the thread blocks finish unevenly: the block for the last query tile visits N/64 key tiles while the first visits one, so at the end of the launch most SMs sit idle waiting for the stragglers.",
    }
