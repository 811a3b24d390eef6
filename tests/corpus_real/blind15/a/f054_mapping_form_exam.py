# Sources: S01 (paraphrase / learner rewrite, exam in mechanism/decision form)


def designOutline():
    return {
        "memoryTraffic": {
            "mechanism": "kernel fusion of QK^T, softmax and PV",
            "decision": "S and P stay in SRAM one tile at a time and are never written to HBM; only O and the "
                        "row logsumexp go back",
        },
        "tiling": {
            "mechanism": "tile Q, K and V into blocks",
            "decision": "TODO (pick sizes later)",
        },
        "numericalStability": {
            "mechanism": "online softmax with running max m and running sum l per row",
            "decision": "rescale the fp32 accumulator and l by exp(m_old - m_new) when m grows; divide by l at the end",
        },
        "tradeOff": {
            "cost": "extra FLOPs in the backward",
            "cause": "P is not stored, so S and P are recomputed from Q, K and the logsumexp for every block",
        },
    }
