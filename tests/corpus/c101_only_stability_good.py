def designOutline():
    return {
        "memoryTraffic": "Use HBM less.",
        "tiling": "Use tiles.",
        "numericalStability": "Per row: m = running max, l = running sum, both fp32. For each new score block: m_new = max(m, rowmax(S)); scale = exp(m - m_new); l = l * scale + rowsum(exp(S - m_new)); acc = acc * scale + exp(S - m_new) @ V. Output acc / l.",
        "tradeOff": "It depends.",
    }
