# Sources: S25 (*) (paraphrase, rendered in Portuguese), S03 (paraphrase)


def designOutline():
    return {
        "memoryTraffic": (
            "Na atenção padrão a matriz S (N×N) vai e volta da HBM: escrita, lida para o softmax, "
            "P escrita e lida para o PV. No meu kernel tudo é fundido: S e P nunca são escritas na "
            "HBM, existem só em blocos na SRAM/registradores. Da HBM leio Q, K, V; escrevo O e um "
            "logsumexp fp32 por linha."
        ),
        "tiling": (
            "RTX 4090 (99 KB de memória compartilhada por bloco), d = 64, fp16: Br = 128 linhas de "
            "Q por bloco de threads (16 KB, residentes), K/V em blocos de Bc = 64 linhas (8 KB "
            "cada) com 2 estágios: 16 + 2×16 = 48 KB. Grid = (N/128, batch × cabeças), 4 warps."
        ),
        "numericalStability": (
            "Softmax online: por linha guardo o máximo corrente m e a soma l em fp32; quando um "
            "novo bloco aumenta o máximo, o acumulador e l são multiplicados por "
            "exp(m_antigo − m_novo) antes de somar o novo bloco. No fim O/l e salvo L = m + log l."
        ),
        "tradeOff": (
            "Custo: na 4090 não há memória compartilhada para d = 256 com blocos de 128 "
            "(64 + 2×128 = 320 KB), então o kernel cai para blocos de 64 linhas e relê K/V o "
            "dobro de vezes."
        ),
    }
