# Sources: S17 (paraphrase / learner rewrite, Polish)


def designOutline():
    return {
        "memoryTraffic": "Jedno połączone jądro: macierze S i P nigdy nie trafiają do HBM, żyją w SRAM po jednym bloku. Z HBM czytamy Q, K, V, a zapisujemy tylko O i logsumexp dla każdego wiersza.",
        "tiling": "Q dzielimy na bloki po 128 wierszy, każdy blok obsługuje jeden thread block i trzyma go w shared memory; K i V wczytujemy blokami po 64 wiersze w pętli wewnętrznej. d = 64, fp16: 16 KB + 8 KB + 8 KB.",
        "numericalStability": "Liczymy w bf16, który ma taki sam zakres wykładnika jak fp32, więc nie trzeba odejmować maksimum — exp się nie przepełni; sumę l akumulujemy w fp32 i dzielimy na końcu.",
        "tradeOff": "Koszt: w backwardzie nie ma P, więc S i P są liczone ponownie blok po bloku z Q, K i logsumexp — dodatkowe mnożenie QKᵀ na każdy blok.",
    }
