# sources: S21 (second-brain note, tiling quoted), S17 (flowchart, numerics), S16; the fewer-FLOPs claim as found in popular blogs
def designOutline():
    return {
        "memoryTraffic": "Flash Attention is faster because it reduces the attention computation from O(N^2) FLOPs to O(N): it never materializes the full N x N matrix, it loads a small block, computes the partial in SRAM, then moves to the next block.",
        "tiling": "Divide Q, K, V into small blocks that fit in SRAM (fast on-chip memory), compute attention block by block, accumulate the result: Q in blocks of 64 rows, K and V in blocks of 64 rows; one thread block per (batch, head, Q block) keeps its Q block and output accumulator in SRAM and loops over all K/V blocks.",
        "numericalStability": "Per row keep M (running max) and L (running sum) in fp32. For each K/V tile: M_new = max(M_old, rowmax(QK_scaled)), alpha = exp(M_old - M_new), L_new = alpha * L_old + rowsum(P_i), O = alpha * O + P_i V_i; final O = O / L_new.",
        "tradeOff": "Training needs the attention matrix for the gradient, so the backward pass recomputes each S block from Q, K and the stored statistics: extra matmuls in exchange for not storing N^2 values.",
    }
