# Sources: S32, S01 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "Jeden połączony kernel: S i P nie trafiają nigdy do HBM, są liczone kafelek po kafelku w SRAM "
            "i od razu mnożone przez V. Z HBM czytamy Q, K, V, zapisujemy tylko O i logsumexp dla każdego "
            "wiersza."
        ),
        "tiling": (
            "Kafelki Q po 128 wierszy zostają w pamięci współdzielonej przez całą pętlę; K i V wczytujemy "
            "po 64 wiersze w pętli wewnętrznej. Jeden blok wątków na (kafelek Q, głowa). Przy head dim 128 "
            "i fp16: 32 KB + 16 KB + 16 KB = 64 KB."
        ),
        "numericalStability": (
            "Liczymy w bf16, który ma taki sam zakres wykładnika jak fp32, więc odejmowanie maksimum nie "
            "jest potrzebne — exp się nie przepełni. Sumę l akumulujemy w fp32 i dzielimy przez nią na końcu."
        ),
        "tradeOff": (
            "Przy head dim 256 (jak w issue o CodeGen) kafelki Q, K, V przestają mieścić się w ~163 KB SRAM "
            "na A100, więc bloki trzeba mocno zmniejszyć i całość robi się wolniejsza niż zwykła implementacja."
        ),
    }
