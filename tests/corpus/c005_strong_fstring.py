BLOCK_M = 128
BLOCK_N = 64
HEAD_DIM = 64


def designOutline():
    smem_kb = (BLOCK_M + 2 * BLOCK_N) * HEAD_DIM * 2 // 1024
    return {
        "memoryTraffic": f"One fused kernel: S = QK^T and P never leave SRAM/registers. HBM reads are Q once and K,V once per {BLOCK_M}-row query block; HBM writes are O and the fp32 logsumexp (one float per row).",
        "tiling": f"BLOCK_M={BLOCK_M} query rows per program stay resident; the inner loop streams BLOCK_N={BLOCK_N} key/value rows at a time. Shared memory per program: about {smem_kb} KB for the Q, K and V tiles at d={HEAD_DIM}.",
        "numericalStability": "Online softmax: m_new = max(m_old, rowmax(S_blk)); alpha = exp(m_old - m_new); l = alpha*l + rowsum(exp(S_blk - m_new)); acc = alpha*acc + exp(S_blk - m_new) @ V_blk. fp32 for m, l and acc.",
        "tradeOff": f"BLOCK_M={BLOCK_M} keeps a {BLOCK_M}x{HEAD_DIM} fp32 accumulator in registers; going to 256 causes register spills and lower occupancy.",
    }
