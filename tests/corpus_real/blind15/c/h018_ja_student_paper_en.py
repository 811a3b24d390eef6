# Sources: S17 (paraphrase / learner rewrite, Japanese learner writing English)


def designOutline():
    return {
        "memoryTraffic": "In my design S and P never go to HBM. Kernel read Q, K, V from HBM and write only O and one logsumexp per row, so extra memory is O(N) and not O(N^2).",
        "tiling": "Tiling: each thread block take Br = 128 rows of Q and keep it in SRAM until the end; inner loop load Bc = 64 rows of K and V per step. d = 128, fp16 -> Q tile 32 KB, K and V tile 16 KB each, 64 KB total, fits in A100 SRAM (192 KB per SM).",
        "numericalStability": "Online softmax with m (row max) and l (row sum) kept in fp32. New block come: m_new = max(m, rowmax(S_ij)); rescale old O and l with exp(m - m_new); add exp(S_ij - m_new) V_j. At end divide O by l.",
        "tradeOff": "Backward pass cannot read P because we did not save it, so it recompute S = Q K^T block by block from Q, K and the saved logsumexp. This is extra FLOPs (about one more matmul) but still faster because HBM reading is the bottleneck.",
    }
