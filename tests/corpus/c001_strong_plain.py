def designOutline():
    return {
        "memoryTraffic": "Fuse QK^T, masking, softmax and PV into one kernel so the N x N score matrix S and the probabilities P are never written to HBM. Each program reads its Q block once, streams K and V blocks from HBM, and writes back only O (N x d) and the per-row logsumexp.",
        "tiling": "Split Q into blocks of Br = 128 rows and K/V into blocks of Bc = 64 rows. The Q block and the O accumulator stay resident on chip for the whole inner loop over K/V blocks. One program per (batch, head, query block) with 4 warps.",
        "numericalStability": "Online softmax: per row keep a running max m and a running sum l in fp32. For each K block compute m_new = max(m, rowmax(S_ij)), rescale the accumulator and l by exp(m - m_new), then add exp(S_ij - m_new) V_j. Divide by l at the end and store m + log(l) for the backward.",
        "tradeOff": "The backward pass recomputes S and P from Q, K and the saved logsumexp instead of reading a stored P, so it spends extra FLOPs (roughly one more QK^T per block) to keep memory O(N) instead of O(N^2).",
    }
