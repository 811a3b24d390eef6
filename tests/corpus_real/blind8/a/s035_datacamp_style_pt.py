# Sources: S01, S29 (paraphrase / learner rewrite)
# Resposta da lista de exercícios (disciplina de sistemas para ML)


def designOutline():
    return {
        "memoryTraffic": (
            "Em vez de escrever a matriz N×N inteira de uma vez, o kernel calcula S em blocos: cada bloco "
            "de S é escrito na HBM e lido de volta para o softmax, assim a matriz completa nunca precisa caber no chip."
        ),
        "tiling": (
            "Q dividido em blocos de 64 linhas, um por bloco de threads, mantido na memória compartilhada; "
            "K e V em blocos de 64 linhas carregados no laço interno."
        ),
        "numericalStability": (
            "Softmax online: para cada linha guardo o máximo corrente m e a soma l em fp32; quando chega um bloco "
            "com máximo maior, multiplico o acumulador e l por exp(m_antigo - m_novo)."
        ),
        "tradeOff": (
            "No backward o P não foi guardado, então é preciso recalcular S e P bloco a bloco a partir de Q, K e "
            "do logsumexp: mais um QK^T por bloco (mais FLOPs) em troca de memória O(N)."
        ),
    }
