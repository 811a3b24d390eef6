# Sources: S28 (paraphrase / learner rewrite in Polish)


def designOutline():
    return {
        "memoryTraffic": "Złączony kernel: S i P nigdy nie są zapisywane do HBM; czytamy Q, K, V, zapisujemy O i logsumexp.",
        "tiling": "Wielkość grupy (liczba wierszy Q na blok) dobierana tak, żeby Q, K i V mieściły się w pamięci współdzielonej: 64 wiersze przy d = 64 w fp32.",
        "numericalStability": "Bieżące maksimum i suma na wiersz w fp32; przy nowym maksimum akumulator przeskalowany o exp(m_stare - m_nowe).",
        "tradeOff": "Przy d = 128 w fp32 kafle Q/K/V są dwa razy większe i nie da się znaleźć rozmiaru grupy, który mieści się w pamięci współdzielonej (liczonej pod backward), więc kernel po prostu zgłasza błąd zamiast się uruchomić.",
    }
