# Sources: S27, S17 (learner rewrite, Portuguese)


def designOutline():
    return {
        'memoryTraffic': (
            'QK^T, softmax e PV num único kernel: a matriz S (N×N) nunca é escrita na HBM, só '
            'existe por blocos na SRAM e nos registradores. Da HBM lemos Q, K, V e escrevemos O e '
            'o logsumexp de cada linha.'
        ),
        'tiling': (
            'BLOCK_M = 128 linhas de Q por CTA, BLOCK_N = 64 linhas de K/V por iteração, head dim '
            '128; Q fica residente, K/V passam com 2 estágios de pipeline. 8 warps, cada um com '
            '16 linhas de Q.'
        ),
        'numericalStability': (
            'Softmax online: máximo m e soma l por linha em fp32; ao chegar um máximo maior, o '
            'acumulador e l são multiplicados por exp(m_antigo − m_novo); no fim divide-se por l.'
        ),
        'tradeOff': (
            'Com BLOCK_M = 128 e d = 128 o acumulador O em fp32 ocupa 64 KB de registradores por '
            'CTA, além da tile S; cabe só 1 CTA por SM e a ocupação cai, então a latência de '
            'memória fica menos escondida.'
        ),
    }
