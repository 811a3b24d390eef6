# Sources: S22, S09 (learner rewrite, Portuguese)
def designOutline():
    return {
        "memoryTraffic": (
            "Kernel fundido: S e P nunca são escritos na HBM, ficam em SRAM/registradores bloco a bloco. Da HBM "
            "lemos Q, K, V e escrevemos só O e o logsumexp de cada linha."
        ),
        "tiling": (
            "Blocos de Q com Br = 128 linhas ficam na memória compartilhada (um por thread block), blocos de K/V com "
            "Bc = 64 linhas passam pelo laço interno; d = 128 -> 32 KB + 16 KB + 16 KB. Trade-off: blocos maiores "
            "(Br = 256) reduzem as releituras de K/V, mas o acumulador fp32 de 256 × 128 não cabe nos registradores e ocorre spill."
        ),
        "numericalStability": (
            "Softmax online: máximo corrente m e soma l por linha em fp32; quando o máximo cresce, O e l são "
            "multiplicados por exp(m_antigo − m_novo); no fim O / l."
        ),
    }
