# Sources: S25 (already-used source; learner rewrite in Portuguese)


def designOutline():
    return {
        "memoryTraffic": "A atenção padrão grava a matriz N×N na HBM e lê de volta. No meu desenho, os blocos de Q, K, V são carregados na SRAM, o bloco de scores é usado ali mesmo e nunca vai para a HBM; na HBM escrevemos só O e as estatísticas por linha.",
        "tiling": "Q dividido em blocos de 64 linhas (um por bloco de threads, fica na SRAM), K e V em blocos de 64 linhas percorridos no laço interno; d = 64, fp16, cerca de 24 KB por bloco de threads.",
        "numericalStability": "Cada bloco calcula o seu softmax normalizado sozinho (subtrai o máximo do bloco e divide pela soma do bloco), e as saídas dos blocos são somadas para dar O.",
        "tradeOff": "No backward não temos P guardado, então recalculamos S = QK^T por bloco a partir de Q, K e do logsumexp: mais FLOPs no backward em troca de memória O(N).",
    }
