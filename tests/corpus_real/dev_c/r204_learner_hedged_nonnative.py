# Sources: rewrite after S1, S2 and P1 section 3.1 (learner paraphrase)
def designOutline():
    return {
        "memoryTraffic": "I think main point is, the big matrix S = QK^T (N x N) is never go to HBM. We read Q, K, V from HBM one time per block and write only O and the logsumexp L back. So HBM traffic is more like O(N^2 d^2 / M) instead of O(N d + N^2) for standard attention.",
        "tiling": "Q is cut in blocks of Br = 64 rows, K and V in blocks of Bc = 64 rows (d = 64). Outer loop over Q blocks (one thread block each), inner loop stream K_j, V_j through shared memory. Q_i and the accumulator O_i stay on chip during whole inner loop, maybe in registers.",
        "numericalStability": "For every row keep m (max so far) and l (sum so far) in fp32. New block: m_new = max(m, rowmax(S_ij)), then O and l are multiplied with exp(m - m_new) before adding exp(S_ij - m_new) V_j. Finally O / l. If I understand correct it is exact, not approximation.",
        "tradeOff": "Cost is in backward: we don't store P, so we must recompute S_ij = Q_i K_j^T again from Q, K and L, this is extra matmul FLOPs (maybe 20-30% more) but memory stay O(N).",
    }
