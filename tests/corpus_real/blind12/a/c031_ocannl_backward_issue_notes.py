# Sources: S31 (already-used source; learner rewrite in own words)


def designOutline():
    return {
        "memoryTraffic": "Forward saves only (m, l) per row besides the output; the [seq, seq] scores, exp values and softmax are never kept in global memory. Backward reads Q, K, V, O, dO and the saved (m, l) and writes dQ, dK, dV: no [seq, seq] gradient buffer either.",
        "tiling": "One nest per query row block: rows of 64 queries stay resident, the key dimension is walked in chunks of 64; dS is consumed by both contractions (dQ = dS K, dK = dS^T Q) inside the same nest so it is never materialised.",
        "numericalStability": "Forward: online softmax with running max m and normaliser l, previous sum and accumulator rescaled by exp(m_old - m_new). Backward: p = exp(s - (m + log l)) recomputed per cell from the stored statistics, so every exp argument is <= 0.",
        "tradeOff": "The backward pays for not storing P: every score s = q·k is recomputed from Q and K (an extra contraction per block), and dS = p * (dP - rowsum(dO * O)) needs an extra rowsum pass over dO and O.",
    }
