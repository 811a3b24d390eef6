# Sources: S28 (README em português, paráfrase)
def designOutline():
    return {
        "memoryTraffic": "Não materializa a matriz de atenção completa: Q, K e V são lidos da memória global em tiles, os scores S ficam na memória compartilhada do bloco e O é escrito uma vez no final.",
        "tiling": "VALX = 8 linhas de Q por bloco (Br), VALY = 256 de largura do tile (Bc); tiles de Q e K carregados na memória compartilhada com float4 e PADDING = 1 para evitar bank conflicts; redução com __shfl_down_sync.",
        "numericalStability": "initLM: l = 0, m = -1e9 (quase -infinito). A cada tile: m_new = max(m_prev, row_mx), O e l corrigidos pelo fator exp(m_prev - m_new) antes de somar exp(S - m_new)·V; tudo em FP32.",
        "tradeOff": "Limitações conhecidas: só funciona corretamente com M = N (matrizes quadradas).",
    }
