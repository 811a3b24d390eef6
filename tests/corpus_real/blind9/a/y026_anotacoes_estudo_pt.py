# Sources: S03, B1 (paraphrase / learner rewrite, Portuguese)
def designOutline():
    return {
        "memoryTraffic": "O kernel fundido calcula QKᵀ, softmax e PV de uma vez: os blocos de S e P ficam na SRAM e "
                         "nunca são escritos na HBM. Da HBM só se leem Q, K, V e só se escrevem O e o logsumexp de cada linha.",
        "tiling": "Blocos de Q com 64 linhas por bloco de threads (ficam na memória compartilhada), blocos de K/V com "
                  "64 linhas percorridos no laço interno; d = 64, fp16, cerca de 24 KB por bloco de threads.",
        "numericalStability": "Softmax online: máximo corrente m e soma corrente l por linha; quando o máximo cresce, "
                              "o acumulador é multiplicado por exp(m_antigo − m_novo). Divide por l no final.",
        "tradeOff": "A desvantagem é que o FlashAttention usa mais memória que a atenção padrão, porque precisa "
                    "guardar m e l para cada linha além da saída.",
    }
