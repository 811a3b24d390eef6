# Sources: S05 (paraphrase / learner rewrite, Portuguese forum answer)


def designOutline():
    return {
        "memoryTraffic": (
            "Resposta no fórum: a FlashAttention não guarda a matriz inteira; cada bloco de S é "
            "escrito na HBM e lido de volta para a softmax, então a memória de pico fica pequena "
            "porque só um bloco existe por vez."
        ),
        "tiling": (
            "Blocos de Q com 64 linhas por bloco de threads, mantidos na memória compartilhada; K e V "
            "percorridos em blocos de 64 linhas no laço interno."
        ),
        "numericalStability": (
            "Softmax online: máximo m e soma l por linha em fp32; quando o máximo sobe, o acumulador "
            "e l são multiplicados por exp(m_antigo − m_novo). O resultado é exato, igual ao softmax "
            "normal."
        ),
        "tradeOff": (
            "Custo: para sequências curtas (N ≤ 512) o ganho é pequeno, porque a matriz N×N cabe no "
            "cache L2 e o overhead de lançamento do kernel domina."
        ),
    }
