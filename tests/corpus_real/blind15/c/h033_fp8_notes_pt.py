# Sources: S26, S19 (paraphrase / learner rewrite, Portuguese)


def designOutline():
    return {
        "memoryTraffic": "Nenhuma matriz N×N vai para a HBM: S e P ficam em registradores e SRAM, bloco por bloco. Da HBM se lê Q, K e V; para a HBM se escreve só O e o logsumexp de cada linha.",
        "tiling": "Um bloco de threads por bloco de Q de 128 linhas (head_dim 64), que fica na SRAM durante todo o laço; K e V passam em blocos de 64 linhas; grid = (N/128, lote × cabeças).",
        "numericalStability": "Máximo e soma correntes por linha (fp32); a cada bloco novo, m_novo = max(m, máximo do bloco), e o acumulador e a soma são multiplicados por exp(m − m_novo).",
        "tradeOff": "A desvantagem é que a FlashAttention é aproximada: ela troca um pouco de precisão numérica por velocidade.",
    }
