# Sources: S02 (paraphrase / learner rewrite, Portuguese)


def designOutline():
    return {
        "memoryTraffic": [
            "Kernel único fundido: QK^T, softmax e PV juntos.",
            "S e P (N×N) nunca são escritos na HBM; ficam em SRAM/registradores, um bloco de cada vez.",
            "Leitura da HBM: Q uma vez, K e V uma vez por bloco de consultas. Escrita: só O e o logsumexp "
            "de cada linha.",
        ],
        "tiling": [
            "Blocos de Q com Br = 64 linhas, um thread block por (bloco de Q, cabeça).",
            "O bloco de Q fica na memória compartilhada o kernel inteiro; K e V passam em blocos de "
            "Bc = 64 linhas no laço interno.",
            "d = 128, fp16: 16 KB + 16 KB + 16 KB = 48 KB de memória compartilhada.",
        ],
        "numericalStability": [
            "Softmax online com máximo corrente m e soma corrente l em fp32.",
            "Quando chega um bloco com máximo maior, o acumulador e l são reescalados por "
            "exp(m_antigo − m_novo).",
            "No fim, O = acc / l.",
        ],
        "tradeOff": [
            "Desvantagem: com máscara causal os últimos blocos de Q processam muito mais blocos de K/V que "
            "os primeiros, então os SMs terminam em tempos diferentes (desequilíbrio de carga).",
        ],
    }
