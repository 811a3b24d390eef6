# Sources: S24 (paraphrase / learner rewrite in Portuguese)


def designOutline():
    return {
        "memoryTraffic": "S e P não são gravados na HBM: um único kernel lê Q, K, V por blocos e escreve só O e as estatísticas (m, l) de cada linha.",
        "tiling": "Blocos de Q com 128 linhas ficam na SRAM; K e V são lidos em blocos de 64 linhas no laço interno; d = 64.",
        "numericalStability": "Softmax online: máximo m e soma l por linha em fp32, o acumulador é reescalado por exp(m_antigo - m_novo) quando o máximo aumenta.",
        "tradeOff": "O custo: a recomputação no backward economiza memória, que cai de O(N²) para O(N), porque não guardamos S e P.",
    }
