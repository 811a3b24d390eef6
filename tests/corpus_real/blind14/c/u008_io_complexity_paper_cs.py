# Sources: S01 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "Standardní attention čte a zapisuje matice S a P velikosti N×N do HBM, tj. Θ(Nd + N²) přístupů. "
            "V mém návrhu S a P nikdy neopustí čip: jeden fúzovaný kernel čte Q, K, V a zapisuje jen O a "
            "logsumexp. Přístupů do HBM je pak Θ(N²d²/M), kde M je velikost SRAM; pro d = 64–128 a "
            "M ≈ 100 KB je to mnohonásobně méně."
        ),
        "tiling": [
            "Q rozdělím na bloky Br = 128 řádků, jeden thread block na blok Q a hlavu; blok Q zůstává v shared memory.",
            "K a V procházím ve vnitřní smyčce po Bc = 64 řádcích se dvěma stupni pipeline (cp.async), aby načítání dalšího bloku překrylo výpočet.",
            "d = 64, fp16: 16 KB + 2 × (8 + 8) KB = 48 KB shared memory.",
        ],
        "numericalStability": (
            "Online softmax: pro každý řádek držím m (běžné maximum) a l (běžný součet) ve fp32; při novém "
            "bloku přeškáluji akumulátor O i l faktorem exp(m_old − m_new), takže exponent nikdy nedostane "
            "kladný argument a nic nepřeteče."
        ),
        "tradeOff": (
            "Cena: backward nemá uložené P, takže S a P přepočítává z Q, K a uloženého logsumexp — jedno QKᵀ "
            "navíc na blok, tj. víc FLOPs, ale paměť zůstává O(N) místo O(N²)."
        ),
    }
