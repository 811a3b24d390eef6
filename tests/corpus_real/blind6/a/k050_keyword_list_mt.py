# Sources: S02 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "HBM, SRAM, IO-aware, kernel fusion, no materialization",
        "tiling": "Q blocks of 128 rows resident in shared memory; K/V blocks of 128 rows streamed; loop over K/V blocks inside each CTA; d = 64.",
        "numericalStability": "online softmax: m and l per row, correction exp(m_old - m_new) on O and l",
        "tradeOff": "Red flag in interviews is saying it lowers asymptotic compute; the cost is that the backward recomputes S because P was not stored, so it does more FLOPs than standard attention.",
    }
