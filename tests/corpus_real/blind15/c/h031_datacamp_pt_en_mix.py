# Sources: S26, S18, S19 (paraphrase / learner rewrite, Portuguese-English code-switch)


def designOutline():
    return {
        "memoryTraffic": "O kernel fused calcula QK^T, softmax e PV juntos, então S e P nunca são escritos na HBM; só Q, K, V são lidos e só O (mais o logsumexp por linha) é escrito de volta.",
        "tiling": "Cada thread block pega um bloco de Q com Br = 64 linhas e mantém na shared memory; o inner loop faz stream de K e V em blocos de Bc = 64. No FA2 o loop de fora é sobre Q, então cada bloco de O é escrito na HBM só uma vez, no final.",
        "numericalStability": "Running max m e running sum l por linha, em fp32; quando o max aumenta, o acumulador é rescaled por exp(m_old − m_new); no FA2 a divisão por l é feita só uma vez, no fim do loop.",
        "tradeOff": "No FA3 o FP8 dobra o throughput dos tensor cores, mas o erro de quantização cresce quando há outliers nas ativações, porque uma única escala por tensor fica grande demais — por isso usam block quantization.",
    }
