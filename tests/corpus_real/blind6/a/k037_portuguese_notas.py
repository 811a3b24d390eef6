# Sources: S04, S02 (paraphrase; Portuguese learner notes)
def designOutline():
    return {
        "memoryTraffic": "A matriz N x N nunca é escrita na HBM: a kernel lê blocos de Q, K e V e escreve só O e o logsumexp por linha.",
        "tiling": "Cada bloco de threads fica com um bloco de 128 linhas de Q na memória compartilhada e percorre os blocos de K/V de 64 linhas; grade = (N/128, batch x cabeças).",
        "numericalStability": "Softmax online: máximo corrente e soma corrente por linha, em fp32; quando o máximo aumenta, O e a soma são multiplicados por exp(m_antigo - m_novo).",
        "tradeOff": "Desvantagem: é mais lento para sequências curtas.",
    }
