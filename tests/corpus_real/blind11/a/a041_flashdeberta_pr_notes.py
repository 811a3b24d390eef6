# Sources: S39 (already-used source; learner notes with a computed budget)

BLOCK_M, BLOCK_N, D, STAGES = 128, 64, 64, 2
SMEM = (BLOCK_M * D + STAGES * 2 * BLOCK_N * D) * 2


def designOutline():
    return {
        "memoryTraffic": (
            "Fused kernel: the N x N scores (plus the c2p/p2c position terms) are never materialised in HBM; "
            "it reads Q, K, V and the position tables and writes only O."
        ),
        "tiling": (
            f"BLOCK_M = {BLOCK_M}, BLOCK_N = {BLOCK_N}, D = {D}, {STAGES} stages: Q tile resident, K/V tiles "
            f"pipelined through shared memory, {SMEM / 1024:.1f} KB in fp16."
        ),
        "numericalStability": (
            "Online softmax with m_i / l_i in fp32; acc *= exp(m_i - m_new) before adding the new block."
        ),
        "tradeOff": (
            "On an A10G (99 KB per block) the larger default configs do not fit, so BLOCK_M / BLOCK_N are "
            "halved until they do: smaller tiles, more K/V re-reads from HBM."
        ),
    }
