# Sources: S32, S56 (reescrita de estudante em português)
def designOutline():
    return {
        "memoryTraffic": (
            "No Trainium, Q, K e V vão da HBM para o SBUF por DMA, os scores ficam no PSUM e só O e as "
            "estatísticas por linha voltam para a HBM; a matriz de atenção nunca é escrita na HBM."
        ),
        "tiling": (
            "Uso um bloco de 128 queries (partições) por 4096 keys: a matriz de scores 128 x 4096 em fp32 vai "
            "inteira para o PSUM num único matmul, o que dá 4096 x 4 B = 16 KiB por partição, cabe no PSUM. "
            "Depois faço P·V com V em blocos de 128 keys. Loop externo sobre blocos de Q, interno sobre blocos "
            "de 4096 keys."
        ),
        "numericalStability": (
            "softmax online: máximo e soma acumulados por linha em fp32; quando o máximo sobe, multiplico O e "
            "a soma por exp(m_antigo - m_novo); divisão final pela soma."
        ),
        "tradeOff": (
            "Com blocos de 4096 keys o DMA de K fica grande e a primeira iteração espera mais pelo carregamento, "
            "porque não há outro bloco para sobrepor."
        ),
    }
