# sources: S30 (zhangjun.github.io notes, partly Chinese), S2; rewritten in a non-native learner's English
def designOutline():
    return {
        "memoryTraffic": "Fused kernel and matrix block (分块): QK^T, mask, softmax, PV all finish inside one kernel, the score matrix only live in shared memory and register, never write back to global memory. Global memory read: Q, K, V; write: O and lse. So HBM traffic is linear in N for one K/V pass, not N^2.",
        "tiling": "FlashAttention2 parallel over batch, heads and also seq_len dimension (for long sequence with small batch). One thread block = 128 rows of Q; K/V blocks 64 rows each, loop inside. Inside block 4 warps split Q (each warp 32 rows), K and V are shared by all warps, so less sync between warps than FA1 which split K/V across 4 warps.",
        "numericalStability": "Non-matmul optimize: keep O not normalized during the loop, only multiply by exp(m_old - m_new) when the row max change, and divide by l one time at the end; m and l are float32 per row. Save lse = m + log(l) for backward.",
        "tradeOff": "Double buffer with async load (cp.async) need two copies of K and V tile in shared memory, so for head dim 256 the smem is not enough and block must be smaller, then tensor core utilization go down.",
    }
