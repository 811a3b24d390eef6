# sources: S17 (flowchart page, numerics quoted), S44 (learning-notes blog, 'approximate decimals'), S22; the accuracy misconception as in blog explanations
def designOutline():
    return {
        "memoryTraffic": "QK^T, softmax and PV are fused, so S and P never go to HBM; per query block Q is read once, K/V tiles are streamed, O and the logsumexp written once.",
        "tiling": "64 x 64 tiles at d = 64; one CTA per (query block, batch*head); Q tile resident, K/V tiles double-buffered in shared memory.",
        "numericalStability": "Initialize M = -inf, L = 0, O = 0. For each K,V tile: M_new = max(M_old, rowmax(QK_scaled)); alpha = exp(M_old - M_new); L_new = alpha x L_old + rowsum(P_i); O = alpha x O + P_i x V_i; final O = O / L_new. Because of this rescaling the result is close to exact but slightly inaccurate compared with the standard softmax, which is acceptable for training.",
        "tradeOff": "Backward recomputes S and P from Q, K and the logsumexp per tile because they are not stored: extra FLOPs.",
    }
