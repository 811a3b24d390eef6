# Sources: S41 (excerpt/paraphrase, Portuguese notes)
def designOutline():
    return {
        "memoryTraffic": "O gargalo nao e so FLOPs, e movimentacao de dados: S = QK^T e P = softmax(S) nunca sao materializadas em HBM; os intermediarios ficam em registradores e shared memory, e so O (mais o logsumexp) volta para a HBM.",
        "tiling": "Blocos de Q com 128 linhas ficam em shared memory por bloco de threads; K e V em blocos de 64 linhas passam no laco interno; d = 64; grid = (N/128, batch*heads).",
        "numericalStability": "Softmax online mantendo running max e running sum por linha em fp32, reescalando o acumulador com exp(m_antigo - m_novo) a cada bloco.",
        "tradeOff": "A atencao densa continua com custo aritmetico quadratico em N, entao para contextos muito longos o tempo de computacao ainda explode mesmo sem a matriz N x N na memoria.",
    }
