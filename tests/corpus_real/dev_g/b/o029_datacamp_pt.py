# Sources: S25 (paraphrase in Portuguese)
def designOutline():
    return {
        "memoryTraffic": "Ao contrário da autoatenção padrão, que manda S e P (N x N) de volta para a HBM, o meu kernel calcula cada bloco de scores na SRAM e já multiplica por V ali mesmo: a matriz de atenção nunca é gravada na HBM. Da HBM só se lê Q, K, V e só se escreve O e o logsumexp de cada linha.",
        "tiling": "Blocos de Q com 128 linhas ficam na memória compartilhada durante todo o kernel; K e V passam em blocos de 64 linhas (d = 64, fp16). Um bloco de threads por (bloco de Q, cabeça).",
        "numericalStability": "Softmax online em fp32: máximo corrente m e soma l por linha; quando o máximo cresce, O e l são multiplicados por exp(m_antigo - m_novo).",
        "tradeOff": "No backward o kernel recalcula S e P a partir de Q, K e do logsumexp, porque P não foi guardada: mais FLOPs em troca de memória O(N).",
    }
