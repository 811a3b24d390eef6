# sources: S1, S18 (rewritten in a non-native learner's own words)
def designOutline():
    return {
        "memoryTraffic": "The big problem of normal attention is the S matrix (N x N) go to HBM and come back two times. In my design the three steps QK^T, softmax and multiply with V is in one kernel, so S and P stay only in the SRAM of the SM and is never write to HBM. From HBM we read Q, K, V and we write only O and one number per row (logsumexp), so traffic is about O(N d) per pass over K/V instead of O(N^2).",
        "tiling": "I cut Q in blocks of 128 rows, K and V in blocks of 64 rows, head dim 64. One thread block take one Q block (for one batch and one head) and keep it in shared memory together with the O accumulator, then it loop over all K/V blocks one by one. Q tile 16 KB + K tile 8 KB + V tile 8 KB, it fit well in the 164 KB of A100.",
        "numericalStability": "Because I see only part of the row, I keep for each row the max m and the sum l (in fp32). When new block come: m_new = max(m, rowmax(S_blk)), then old O and old l are multiply by exp(m - m_new), and new p = exp(S_blk - m_new). At the end O divide by l. So exp never overflow and result is same like the normal softmax.",
        "tradeOff": "In backward we don't have P saved, so we must compute again S = QK^T for every block, this is more FLOPs (around one more matmul) but we save the N x N memory.",
    }
