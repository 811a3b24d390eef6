# Example: a STRONG outline, returned as a literal (the grader reads it without running it).
# Every entry names a mechanism of its own topic and states a decision: what is done, to which
# data, where, and how big. The trade-off names a cost and its cause.


def designOutline():
    return {
        "memoryTraffic": (
            "One fused kernel computes QK^T, the causal mask, the softmax and PV, so the N x N "
            "scores S and probabilities P are never written to HBM: each S/P tile lives in "
            "registers and shared memory and is discarded after it is multiplied by V. HBM reads "
            "are Q (once) and K, V (once per query block); HBM writes are O and one fp32 "
            "logsumexp per row, i.e. O(N d) bytes instead of O(N^2)."
        ),
        "tiling": (
            "Q is split into blocks of BLOCK_M = 128 rows, one thread block per (query block, "
            "batch x head); that Q tile and its fp32 output accumulator stay on chip for the whole "
            "kernel. The inner loop streams K and V in blocks of BLOCK_N = 64 rows through shared "
            "memory with 2 pipeline stages. At d = 64 in fp16 that is 16 KB for Q plus "
            "2 x (8 + 8) KB for K/V, about 48 KB of shared memory; 4 warps per block. With a "
            "causal mask, K/V blocks entirely above the diagonal are skipped."
        ),
        "numericalStability": (
            "Online softmax: each query row keeps a running max m and running sum l in fp32. For "
            "each K/V block, m_new = max(m, rowmax(S_blk)); the accumulator and l are rescaled by "
            "exp(m - m_new) before adding exp(S_blk - m_new) @ V_blk, so no exp ever sees a "
            "positive argument. O = acc / l at the end, and L = m + log(l) is stored for the "
            "backward. Rows that are fully masked keep m = -inf and are guarded so they produce "
            "0 instead of NaN."
        ),
        "tradeOff": (
            "Because P is not stored, the backward recomputes S and P block by block from Q, K "
            "and L: roughly one extra QK^T matmul per block, traded for O(N) instead of O(N^2) "
            "memory. Larger tiles (BLOCK_M = 256) would cut K/V re-reads further but the fp32 "
            "accumulator would spill registers and lower occupancy."
        ),
    }
