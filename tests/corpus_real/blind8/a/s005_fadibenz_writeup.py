# Sources: S08 (paraphrase / learner rewrite), S02


def designOutline():
    return {
        "memoryTraffic": "S/P tiles never leave SRAM; HBM traffic = read Q once, K/V once per Q block, write O + L (logsumexp). No N x N buffer anywhere.",
        "tiling": "outer loop parallel: each thread block owns B_q = 64 rows of Q (kept loaded the whole time); inner loop sequential over T_k key/value tiles of B_k = 64. grid = (N/B_q, batch*heads).",
        "numericalStability": "running row max m, correction term exp(m_old - m_new) applied to O and l before adding the new tile; P kept un-normalized, divide O by l once at the end; L = m + log l saved.",
        "tradeOff": "backward recomputes P from Q, K and saved L -> one extra QK^T per tile (more FLOPs) instead of storing N x N P.",
    }
