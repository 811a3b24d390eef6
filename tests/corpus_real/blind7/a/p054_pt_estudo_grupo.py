# Sources: S32 (paraphrase / learner rewrite), S37 (paraphrase)
def designOutline():
    return {
        "memoryTraffic": "Resumo do grupo de estudo: um kernel fundido lê Q, K, V da HBM e escreve só O e o "
                         "logsumexp de cada linha; S e P (N×N) nunca são gravados na HBM, cada bloco vive na SRAM "
                         "e é descartado depois de multiplicado por V.",
        "tiling": "Laço externo sobre blocos de Q de 128 linhas (um bloco de threads por bloco e cabeça, Q fica "
                  "na memória compartilhada); laço interno traz blocos de K/V de 64 linhas. Com máscara causal, "
                  "blocos de K/V totalmente acima da diagonal são pulados.",
        "numericalStability": "Por linha: máximo corrente m e soma l em fp32. A cada bloco, m_novo = max(m, max do "
                              "bloco); acumulador e l multiplicados por exp(m − m_novo) antes de somar o bloco novo; "
                              "no fim O = acc / l. Linhas totalmente mascaradas ficam com m = −inf e saem como 0.",
        "tradeOff": "Como P não é guardado, o backward recalcula S bloco a bloco a partir de Q, K e do logsumexp: "
                    "uma multiplicação QK^T extra por bloco, em troca de memória O(N) em vez de O(N²).",
    }
