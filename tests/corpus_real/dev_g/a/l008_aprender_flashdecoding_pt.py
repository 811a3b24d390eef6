# Sources: S15 (paraphrase / learner rewrite in Portuguese)


def designOutline():
    return {
        "memoryTraffic": "Kernel fundido: as tiles de S e P ficam em registradores/SRAM e nunca vão para a HBM; da HBM só lemos Q, K, V e escrevemos O e o logsumexp de cada linha.",
        "tiling": "Bloco de Q com Br = 64 linhas fixo na memória compartilhada; K/V passam em blocos de Bc = 64 linhas no laço interno; d = 128; 4 warps por bloco.",
        "numericalStability": "Softmax online: por linha guardamos o máximo corrente m e a soma l em fp32, e reescalamos o acumulador com exp(m_antigo - m_novo) sempre que o máximo sobe.",
        "trade_offs": [
            "Split-KV na decodificação: dividir o KV em chunks dá mais blocos para os SMs, mas cada chunk tem de gravar um parcial (m, l, O) e é preciso um kernel extra de redução que relê esses parciais e reescala cada um por exp(m_chunk - m_global).",
            "Com chunks pequenos (16 posições) o buffer de parciais cresce com o contexto.",
        ],
    }
