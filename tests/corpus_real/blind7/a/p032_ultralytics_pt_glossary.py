# Sources: S32 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "A atenção padrão lê e grava repetidamente a matriz N×N na HBM lenta. No meu kernel a "
                         "matriz de atenção nunca é gravada na HBM: os blocos de S ficam na SRAM e só O volta para a HBM.",
        "tiling": "Blocos de 128 linhas de Q por bloco de threads, mantidos na SRAM; K e V em blocos de 64 linhas "
                  "lidos um por vez no laço interno.",
        "numericalStability": "O softmax é calculado de forma estável e precisa, sem sacrificar a precisão.",
        "tradeOff": "Desvantagem: só roda bem em GPUs Ampere ou mais novas, porque o kernel depende de tensor "
                    "cores em bf16 e de ~160 KB de SRAM por bloco; em GPUs antigas cai no caminho matemático, mais lento.",
    }
