# Sources: S29 (reescrita de um aprendiz)

def designOutline():
    return {
        "memoryTraffic": "Os warps produtores carregam K/V da HBM para a memória compartilhada via TMA; S e P ficam em registradores e nunca vão para a HBM; só O e as estatísticas do softmax são escritos.",
        "tiling": "Dois warpgroups consumidores com 64 linhas de Q cada, tiles de KV de 128 tokens em buffer duplo na memória compartilhada, um warpgroup produtor para o TMA.",
        "numericalStability": "Em bf16 não é preciso subtrair o máximo antes do exp, porque o bf16 tem o mesmo alcance do fp32; basta acumular P @ V em fp32 e dividir pela soma no final.",
        "tradeOff": "Em contextos longos a cascata de multiplicações de correção exp(m_ant - m_novo) degrada o acumulador FP32 (queda de ~0.01 no NIAH a 128K); o acumulador em dois níveis resolve, mas custa registradores extras por thread.",
    }
