def designOutline():
    return {
        "memoryTraffic": {"mechanism": "single fused kernel", "decision": "S/P never leave on-chip memory; HBM sees Q, K, V reads and O, LSE writes"},
        "tiling": {"mechanism": "Q-stationary tiling", "decision": "BLOCK_M = 128 Q rows resident in SMEM, BLOCK_N = 64 K/V rows streamed"},
        "numericalStability": {"mechanism": "online softmax", "decision": "running max and sum in fp32, rescale acc by exp(m_old - m_new)"},
    }
