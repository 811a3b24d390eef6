# Sources: S01 (paraphrase)
def designOutline():
    return {
        "memoryTraffic": "QK^T, softmax and PV run in one kernel, so the N x N matrices S and P are never written to HBM. HBM reads are Q, K, V and HBM writes are O plus one logsumexp per row; K and V are re-read once per outer block, which gives Theta(N^2 d^2 / M) HBM accesses against Theta(N d + N^2) for standard attention. With d = 64 and M around 100 KB that is many times fewer bytes.",
        "tiling": "Split Q into row blocks of Br = 64 and K/V into column blocks of Bc = 64 (d = 64, fp16): Q block, K block, V block and the fp32 O accumulator stay in shared memory/registers; outer loop over Q blocks, inner loop streams K/V blocks. One thread block per (query block, batch*head).",
        "numericalStability": "Keep a running max m and running sum l per row in fp32; for each new K/V block m_new = max(m, rowmax(S_ij)), scale the old O and l by exp(m - m_new), then add exp(S_ij - m_new) V_j. Divide by l at the end.",
        "tradeOff": "Backward has no stored P, so it recomputes S and P tile by tile from Q, K and the logsumexp: an extra QK^T per block, more FLOPs in exchange for O(N) memory.",
    }
