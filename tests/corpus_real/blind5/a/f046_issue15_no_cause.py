# Sources: S03 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "S and P never written to HBM, only O and lse; K and V are re-read once per query block.",
        "tiling": "Br = 64, Bc = 128, d = 64, one CTA per (batch, head) looping over all query blocks.",
        "numericalStability": "online softmax, m and l in fp32, rescaling on every block by exp(m_i_old - m_i_new).",
        "tradeOff": "Poor SM fill at small batch.",
    }
