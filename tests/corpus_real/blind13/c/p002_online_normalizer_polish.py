# Sources: S04, S01 (paraphrase / learner rewrite, Polish)


def designOutline():
    return {
        "memoryTraffic": (
            "Cała attention w jednym kernelu: S = QK^T i P nie trafiają do HBM, żyją tylko w rejestrach "
            "i shared memory dla jednego kafelka. Z HBM czytamy Q raz, K i V raz na każdy blok zapytań, "
            "zapisujemy tylko O i logsumexp na wiersz."
        ),
        "tiling": (
            "Bloki Q po Br = 64 wierszy, jeden blok wątków na (blok Q, głowa); blok Q zostaje w shared "
            "memory przez całą pętlę. Pętla wewnętrzna ładuje K i V po Bc = 64 wiersze, d = 128, fp16: "
            "16 KB + 16 KB + 16 KB = 48 KB."
        ),
        "numericalStability": (
            "Dla każdego kafelka liczę osobny softmax: odejmuję maksimum tego kafelka, dzielę przez sumę "
            "tego kafelka i mnożę przez V. Wyniki z kolejnych kafelków po prostu sumuję do O, więc nie "
            "trzeba nic przeskalowywać."
        ),
        "tradeOff": (
            "Przy d = 256 kafelki 64×256 w fp16 zajmują po 32 KB, razem z podwójnym buforowaniem brakuje "
            "shared memory, więc trzeba zejść do Bc = 32 i tensor core'y są gorzej wykorzystane."
        ),
    }
