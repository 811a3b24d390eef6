# Example: a STRONG outline in mapping form, with the snake_case spellings the grader accepts
# (design_outline, memory_traffic, numerical_stability, trade_offs). Each value is a mapping
# whose values are strings; a common shape is {"mechanism": ..., "decision": ...}.


def design_outline():
    return {
        "memory_traffic": {
            "mechanism": "fuse QK^T, softmax and PV into one kernel (no materialised attention matrix)",
            "decision": "S and P stay in SRAM/registers one tile at a time; only Q, K, V are read "
                        "from HBM and only O and the per-row logsumexp are written back",
        },
        "tiling": {
            "mechanism": "outer loop over query blocks, inner loop over key/value blocks",
            "decision": "Br = 64 query rows resident in shared memory per thread block, Bc = 64 "
                        "key/value rows streamed per iteration; grid = (N / 64, batch * heads)",
        },
        "numerical_stability": {
            "mechanism": "online softmax with a running row max m and running row sum l",
            "decision": "subtract m before exp; when m grows, rescale the fp32 accumulator and l "
                        "by exp(m_old - m_new); divide by l once at the end",
        },
        "trade_offs": {
            "cost": "shared memory grows with the head dimension",
            "consequence": "at d = 256 the 64-row tiles of Q, K and V are 32 KB each in fp16 "
                           "(96 KB together), so fewer blocks fit per SM, or the tiles must "
                           "shrink to 32 rows",
        },
    }
