# Sources: S27 (paraphrase / learner rewrite, Portuguese)


def designOutline():
    return {
        "memoryTraffic": "A atenção padrão materializa a matriz N×N inteira na HBM; a Flash Attention nunca materializa essa matriz: os blocos de S são calculados na SRAM on-chip e descartados, e só a saída O volta para a HBM.",
        "tiling": "Carrega pequenos blocos de Q, K e V na SRAM on-chip, calcula resultados parciais e acumula — a técnica chamada tiling.",
        "numericalStability": "Softmax incremental: para cada linha guardo o máximo corrente m e a soma corrente l em fp32; quando chega um bloco com máximo maior, multiplico a saída acumulada e l por exp(m_antigo − m_novo) antes de somar o bloco novo.",
        "tradeOff": "Custo: no backward o P não foi guardado, então S e P são recalculados bloco a bloco a partir de Q, K e do logsumexp salvo — um matmul QKᵀ a mais por bloco.",
    }
