# Sources: S01* (paraphrase, Portuguese), S02* (paraphrase, Portuguese)
def designOutline():
    return {
        "memoryTraffic": "Resumo: um único kernel faz QKᵀ, softmax e PV; as matrizes S e P (N×N) nunca são gravadas na HBM. "
                         "Da HBM lemos Q, K e V por blocos; gravamos só O e o logsumexp de cada linha.",
        "tiling": "Blocos de Q com Br = 64 linhas ficam na memória compartilhada (um thread block por bloco de Q e por cabeça); "
                  "K e V passam em blocos de Bc = 64 linhas no laço interno; d = 128, fp16: 16 KB por bloco.",
        "numericalStability": "Softmax online: para cada linha guardamos o máximo corrente m e a soma l em fp32; a cada bloco, "
                              "m_novo = max(m, máx. do bloco), e o acumulador e l são multiplicados por exp(m − m_novo). No fim, O = acc / l.",
        "tradeOff": "Custo: como P não é guardado, o backward recalcula S e P bloco a bloco a partir de Q, K e do logsumexp — uma multiplicação QKᵀ extra por bloco.",
    }
