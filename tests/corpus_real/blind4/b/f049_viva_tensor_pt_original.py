# Sources: S18, S17 (excerpt of a Portuguese docstring + paraphrase, Portuguese original)
def designOutline():
    return {
        "memoryTraffic": "REVOLUCIONÁRIO: reduz memória de O(n²) para O(n)! Para n=8192: 8192² = 67M elementos, 256MB por cabeça. Com Flash Attention a matriz n×n nunca é materializada em HBM: só Q, K, V são lidos e O é escrito.",
        "tiling": "Processar em TILES: FlashConfig(block_q, block_kv, scale, causal).",
        "numericalStability": "OnlineStats(max_val, sum_exp, output): máximo corrente para estabilidade numérica; quando chega um tile com máximo maior, sum_exp e output são multiplicados por exp(max_antigo − max_novo).",
        "tradeOff": "RESULTADO: 2-4x mais rápido, O(n) memória!",
    }
