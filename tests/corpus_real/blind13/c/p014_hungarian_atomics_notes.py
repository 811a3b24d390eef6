# Sources: S01 (paraphrase / learner rewrite, Hungarian)


def designOutline():
    return {
        "memoryTraffic": (
            "Egyetlen összevont kernel: az N×N-es S és P mátrixot soha nem írjuk ki a HBM-be, csak "
            "csempénként élnek az SRAM-ban. A HBM-ből Q, K, V-t olvassuk, és csak O-t meg soronként egy "
            "logsumexp értéket írunk vissza."
        ),
        "tiling": (
            "Q-t Br = 64 soros blokkokra vágjuk, minden thread block egy Q-blokkot tart a shared memoryban "
            "a kernel végéig; a belső ciklus K-t és V-t Bc = 64 soros blokkokban hozza. Kauzális maszknál "
            "az átló feletti K/V blokkokat teljesen kihagyjuk."
        ),
        "numericalStability": (
            "Online softmax: soronként futó maximum m és futó összeg l fp32-ben. Ha az új blokk maximuma "
            "nagyobb, az akkumulátort és l-t exp(m_régi − m_új)-jal átskálázzuk, a végén O-t l-lel osztjuk."
        ),
        "tradeOff": (
            "Hátrány: a backward-ban a dQ-t több thread block atomikus összeadással írja, ezért az eredmény "
            "futásról futásra bitre nem azonos (nem determinisztikus)."
        ),
    }
