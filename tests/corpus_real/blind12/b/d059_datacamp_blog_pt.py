# Sources: S68 (paraphrase / learner rewrite, pt)
def designOutline():
    return {
        "memoryTraffic": "O Flash Attention usa menos FLOPs porque calcula a atenção em pequenos blocos em vez da matriz inteira.",
        "tiling": "Pequenos blocos que cabem na SRAM rápida.",
        "numericalStability": "Softmax incremental: máximo e soma acumulados por linha em fp32; quando chega um bloco com máximo maior, a saída anterior é reescalada por exp(m_antigo − m_novo).",
        "tradeOff": "Custo: o backward recalcula (recomputation) os blocos de atenção a partir de Q, K e das estatísticas, gastando mais FLOPs para economizar memória.",
    }
