# Sources: S21 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "Прямий прохід: одне ядро, S і P живуть тільки в SRAM/регістрах і ніколи не пишуться в HBM. "
            "У HBM пишемо лише O та L = m + log(l) на кожен рядок (N чисел fp32). Зворотний прохід читає "
            "Q, K, V, O, dO і L — матриці N×N у пам'яті немає взагалі."
        ),
        "tiling": (
            "Два backward-ядра, як у туторіалі: dKV-ядро тримає блок K_j, V_j (BLOCK_N = 64) у shared memory "
            "і проходить по всіх блоках Q (BLOCK_M = 64); dQ-ядро навпаки тримає блок Q і проходить по K/V. "
            "Так уникаємо atomic add для dQ."
        ),
        "numericalStability": (
            "У прямому проході — online softmax із running max m і сумою l у fp32, з перемасштабуванням "
            "накопичувача на exp(m_old − m_new). У backward P_ij = exp(S_ij − L_i) відновлюється з уже "
            "збереженого logsumexp, тому нормалізація точна і без повторного пошуку максимуму."
        ),
        "failureMode": (
            "Ціна recomputation: backward заново рахує S = QKᵀ для кожної пари блоків, а з двома ядрами "
            "(dKV і dQ) — навіть двічі, тобто більше FLOPs; зате пам'ять O(N), а не O(N²)."
        ),
    }
