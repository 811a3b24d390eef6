# Sources: S29 (already-used source; learner rewrite in French)


def designOutline():
    return {
        "memoryTraffic": "Je compte les flottants transférés : Q, K, V lus depuis la HBM par blocs, O écrit une fois, plus m et ℓ (une valeur par ligne chacun). Les tuiles S et P~ n'existent que dans la SRAM (un emplacement de travail) et ne touchent jamais la HBM : on élimine le trafic O(N²).",
        "tiling": "Tuiles de 64 lignes pour Q (Br) et pour K/V (Bc), d = 64 en fp16 : 8 Ko par tuile. Chaque bloc de threads garde sa tuile Q et son accumulateur O en SRAM, et fait défiler les tuiles K/V une par une.",
        "numericalStability": "Statistiques de ligne m (max) et ℓ (somme) : à chaque tuile, m_new = max(m, max S), puis ℓ ← ℓ·exp(m − m_new) + Σ exp(S − m_new) et O ← O·exp(m − m_new) + P~V. On accumule en fp32 et on divise par ℓ à la fin.",
        "failureMode": "Si on oublie de multiplier O par exp(m − m_new) quand le max augmente, les anciennes tuiles restent normalisées avec l'ancien max : la sortie est fausse sans aucun message d'erreur.",
    }
