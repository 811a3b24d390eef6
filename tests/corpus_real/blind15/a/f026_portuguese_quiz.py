# Sources: S01 (paraphrase / learner rewrite, resposta de quiz)


def designOutline():
    return {
        "memoryTraffic": "Cada bloco de S = QK^T é escrito na HBM e depois lido de volta para aplicar o softmax, "
                         "assim a matriz inteira nunca precisa caber no chip ao mesmo tempo.",
        "tiling": "Blocos de 64 linhas de Q por thread block (ficam na memória compartilhada); K e V em blocos de "
                  "64 linhas no laço interno.",
        "numericalStability": "Softmax online: máximo m e soma l por linha em fp32; quando o máximo aumenta, o "
                              "acumulador e l são multiplicados por exp(m_antigo − m_novo).",
        "tradeOff": "Para head_dim = 256 os blocos de Q, K e V não cabem na memória compartilhada com 128 linhas, "
                    "então o bloco cai para 64 linhas e o kernel fica mais lento.",
    }
