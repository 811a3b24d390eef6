# Sources: S01* (learner misreading of the IO analysis)
def designOutline():
    return {
        "memoryTraffic": "FlashAttention reads Q, K and V from HBM exactly once each and writes O once, so the HBM traffic is "
                         "Theta(N*d) no matter how big the SRAM is; S never goes to HBM.",
        "tiling": "Br = 64 query rows per thread block kept in shared memory, Bc = 64 key rows per inner-loop step, d = 64.",
        "numericalStability": "Running max m and sum l per row (fp32); the accumulator is rescaled by exp(m_old - m_new) when m grows.",
        "tradeOff": "Since P is not saved, the backward recomputes it per block from Q, K and the logsumexp: an extra QK^T matmul per block.",
    }
