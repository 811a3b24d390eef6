# Sources: S25 (learner rewrite in Portuguese)
def designOutline():
    return {
        "memoryTraffic": "Cada bloco de S é calculado em registradores e multiplicado por V na hora; S e P nunca são escritos na HBM. Tráfego HBM: leitura de Q, K, V e escrita de O e do logsumexp de cada linha.",
        "tiling": "Br = 128 linhas de Q na memória compartilhada, Bc = 64 linhas de K/V carregadas por iteração, d = 64; um bloco de threads por (bloco de Q, cabeça).",
        "numericalStability": "Máximo e soma correntes por linha em fp32, acumulador reescalado por exp(m_antigo - m_novo) a cada bloco novo.",
        "tradeOff": "O custo é que usa mais memória que a atenção padrão, por causa dos buffers extras de m e l para cada linha.",
    }
