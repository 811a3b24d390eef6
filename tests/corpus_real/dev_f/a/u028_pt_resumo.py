# Sources: S15 (paraphrase / learner rewrite, português)
# Resumo para a prova


def designOutline():
    return {
        "memoryTraffic": {
            "mecanismo": "kernel fundido QKᵀ → softmax → PV",
            "decisao": "S e P nunca vão para a HBM; lê-se Q, K, V e escreve-se só O e o logsumexp de cada linha",
        },
        "tiling": {
            "mecanismo": "laço externo sobre blocos de Q, laço interno sobre blocos de K/V",
            "decisao": "Br = 128 linhas de Q residentes na memória compartilhada por bloco de threads, "
                       "Bc = 64 linhas de K/V por iteração, d = 64",
        },
        "numericalStability": {
            "mecanismo": "softmax online com máximo m e soma l por linha",
            "decisao": "subtrai m antes do exp; quando m cresce, reescala acumulador e l por exp(m_antigo − m_novo), "
                       "tudo em fp32",
        },
        "tradeOff": {
            "custo": "recomputação no backward",
            "causa": "como P não é guardado, o backward recalcula QKᵀ por bloco: mais FLOPs em troca de memória O(N)",
        },
    }
