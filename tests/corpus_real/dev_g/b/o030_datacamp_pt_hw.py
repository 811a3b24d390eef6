# Sources: S25 (learner rewrite in Portuguese)
def designOutline():
    return {
        "memoryTraffic": "As GPUs têm dois tipos de memória: HBM, grande (80 GB na H100) mas relativamente lenta (3,35 TB/s), e SRAM no chip, super rápida (~33 TB/s) mas com só 228 KB por SM. A largura de banda da memória é o verdadeiro gargalo.",
        "tiling": "Br = 64 linhas de Q residentes na memória compartilhada, Bc = 64 linhas de K/V carregadas a cada iteração interna, d = 128; 4 warps por bloco.",
        "numericalStability": "Mantém máximo e soma por linha (fp32) e reescala o acumulador com exp(m_antigo - m_novo) quando chega um bloco com máximo maior.",
        "tradeOff": "Com máscara causal, blocos acima da diagonal são pulados, então os blocos de Q do fim têm muito mais trabalho: desequilíbrio de carga entre SMs.",
    }
