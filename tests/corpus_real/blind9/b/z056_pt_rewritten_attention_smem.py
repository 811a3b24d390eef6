# Sources: S54 (diário de implementação em português, paráfrase)
def designOutline():
    return {
        "memoryTraffic": "Atenção reescrita no estilo flash: os scores nunca vão para a memória global nem ficam todos na shared memory; K e V são lidos uma vez por bloco de consulta e só a saída é escrita.",
        "tiling": "Um bloco de threads por (token de consulta, cabeça), as chaves percorridas em tiles de 32 posições; cada warp trata um pedaço do tile e as parciais são combinadas no fim.",
        "numericalStability": "Softmax online por cabeça: máximo corrente e soma em f32; quando o máximo sobe, a soma e o acumulador são multiplicados por exp(m_antigo − m_novo).",
        "tradeOff": "A versão anterior guardava 1 score por chave na shared memory mais uma redução de bloco por chave, o que limitava t a alguns milhares de tokens (a shared memory acaba) e fazia uma barreira por chave; a versão flash tem custo de shared memory fixo.",
    }
