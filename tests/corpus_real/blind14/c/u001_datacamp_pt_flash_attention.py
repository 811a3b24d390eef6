# Sources: S28, S01 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "Um único kernel fundido faz QK^T, a softmax e o produto por V; a matriz S (N x N) e a P "
            "nunca são gravadas na HBM, ficam só na SRAM/registradores, um bloco de cada vez. Da HBM "
            "lemos Q, K e V e escrevemos só O e o logsumexp de cada linha (O(N) números), em vez dos "
            "O(N^2) da atenção padrão."
        ),
        "tiling": (
            "Divido Q em blocos de Br = 64 linhas, um bloco de threads por (bloco de Q, cabeça, batch); "
            "esse bloco de Q e o acumulador de O ficam na memória compartilhada/registradores durante "
            "todo o laço. O laço interno percorre K e V em blocos de Bc = 64 linhas, trazidos da HBM "
            "para a SRAM. Com d = 64 em fp16 são 8 KB por tile, uns 24 KB no total, cabe folgado."
        ),
        "numericalStability": (
            "Softmax online: para cada linha guardo o máximo corrente m e a soma l em fp32. Quando chega "
            "um bloco novo, m_novo = max(m, máximo do bloco), e o acumulador e l são multiplicados por "
            "exp(m - m_novo) antes de somar exp(S - m_novo) V. No fim divido por l uma vez só."
        ),
        "tradeOff": (
            "O backward não tem P guardada, então recalcula S e P bloco a bloco a partir de Q, K e do "
            "logsumexp: é um QK^T extra por bloco, mais FLOPs, trocados por memória O(N)."
        ),
    }
