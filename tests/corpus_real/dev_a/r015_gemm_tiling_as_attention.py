# sources: S15 (Triton matmul tutorial configs and L2 grouping comment), S1
def designOutline():
    return {
        "memoryTraffic": "S = QK^T, the softmax and PV are fused, so the N x N scores never go to global memory; global memory sees Q, K, V read and O plus one logsumexp per row written.",
        "tiling": "triton.Config({'BLOCK_SIZE_M': 128, 'BLOCK_SIZE_N': 256, 'BLOCK_SIZE_K': 32, 'GROUP_SIZE_M': 8}, num_stages=3, num_warps=8). Map program ids to blocks of C in a grouped ordering to promote L2 data reuse: GROUP_SIZE_M block-rows are launched together before moving to the next column of blocks.",
        "numericalStability": "Per row running max m_i and sum l_i in fp32; on each new block the accumulator is multiplied by alpha = exp(m_i - m_ij) before adding p @ v; divide by l_i at the end.",
        "tradeOff": "A bigger BLOCK_SIZE_N means more registers per thread; at 256 the accumulator spills and performance drops, so the autotuner has to try several configs, which makes the first call slow (autotuning time).",
    }
