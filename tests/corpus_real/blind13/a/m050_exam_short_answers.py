# Sources: S31 (*) (learner rewrite)
# Closed-book exam, one line per part.


def designOutline():
    return {
        "memoryTraffic": "S/P never stored to HBM; only Q,K,V read and O written.",
        "tiling": "Q blocks 64 rows in smem per CTA, K/V 64-row blocks streamed in inner loop.",
        "numericalStability": "Online softmax.",
        "tradeOff": "Occupancy.",
    }
