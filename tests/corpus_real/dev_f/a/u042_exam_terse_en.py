# Sources: S01 (paraphrase / learner rewrite)
# exam cheat-sheet style


def designOutline():
    return {
        "memoryTraffic": "S,P never in HBM. HBM: Q,K,V in; O, L out.",
        "tiling": "Q tile 128 rows in smem / CTA; K,V tiles 64 rows streamed; grid N/128 x B*H.",
        "numericalStability": "Online softmax.",
        "tradeOff": "bwd recomputes QK^T since P not stored -> extra matmul per tile.",
    }
