# Sources: S33 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Kernel fusion: QK^T, softmax e PV num kernel só, a matriz N×N não vai para a HBM. "
                         "Complexidade de IO: acessos à HBM caem de O(N²d) para O(Nd²/M), com M = tamanho da SRAM.",
        "tiling": "Q em blocos de Br = 64 linhas residentes na SRAM, K/V em blocos de Bc = 64 linhas percorridos "
                  "no laço interno; um bloco de threads por (bloco de Q, cabeça).",
        "numericalStability": "Máximo e soma acumulados por linha (fp32); quando o máximo aumenta, o acumulador "
                              "e a soma são multiplicados por exp(m_antigo − m_novo).",
        "tradeOff": "Nenhuma desvantagem real, só precisa de GPU moderna.",
    }
