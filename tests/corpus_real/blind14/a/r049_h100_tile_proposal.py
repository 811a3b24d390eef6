# Sources: S17, S20 (paraphrase / learner rewrite, project proposal with computed numbers)


def designOutline():
    BLOCK_M = BLOCK_N = 256
    HEAD_DIM = 128
    NUM_STAGES = 2
    tile_kb = BLOCK_M * HEAD_DIM * 2 // 1024
    total_kb = 3 * tile_kb  # Q + K + V
    return {
        "memoryTraffic": (
            "One kernel for QK^T, softmax and PV; S and P tiles stay in SRAM and are never written to "
            "HBM; HBM reads Q, K, V and writes O and the logsumexp."
        ),
        "tiling": (
            f"Big tiles to cut K/V re-reads: BLOCK_M = {BLOCK_M}, BLOCK_N = {BLOCK_N}, head dim "
            f"{HEAD_DIM}, num_stages = {NUM_STAGES}. Q, K and V tiles are {tile_kb} KB each, "
            f"{total_kb} KB total, which fits in the 228 KB of an H100 SM."
        ),
        "numericalStability": (
            "Online softmax with fp32 running max and sum per row; acc rescaled by exp(m_old - m_new) "
            "per block; divide by the sum once at the end."
        ),
        "tradeOff": (
            f"With causal masking, the diagonal {BLOCK_M} x {BLOCK_N} block is half masked, so bigger "
            "tiles waste more tensor-core work on scores that are thrown away."
        ),
    }
