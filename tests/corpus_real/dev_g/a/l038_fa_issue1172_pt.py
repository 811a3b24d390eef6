# Sources: S10 (paraphrase / learner rewrite in Portuguese)


def designOutline():
    return {
        "memoryTraffic": "Kernel fundido: S e P nunca vão para a HBM; leitura de Q, K, V e escrita de O e do logsumexp.",
        "tiling": "Q em blocos de 128 linhas na memória compartilhada, K/V em blocos de 128 linhas, d = 64, 8 warps.",
        "numericalStability": "Máximo corrente e soma por linha em fp32, reescala do acumulador por exp(m_antigo - m_novo).",
        "tradeOff": "Causa: P não é guardado no forward, só o logsumexp.",
    }
