# Sources: S17, S12 (paraphrase / learner rewrite, French)


def designOutline():
    return {
        "memoryTraffic": "Un seul noyau fusionné : S = QKᵀ et P ne sont jamais écrits en HBM, ils restent en SRAM bloc par bloc. Nombre d'accès HBM : Θ(N²d²/M) au lieu de Θ(Nd + N²) pour l'attention standard, où M est la taille de la SRAM ; d'après Saha et Ye, cette borne est optimale pour M ≥ d².",
        "tiling": "Blocs de Bc = ⌈M/4d⌉ lignes pour K et V et Br = min(Bc, d) pour Q ; dans ma version, Br = Bc = 64 avec d = 64 en fp16 (8 Ko par bloc). Boucle externe sur les blocs de K/V chargés en SRAM, boucle interne sur les blocs de Q.",
        "numericalStability": "Softmax en ligne : pour chaque ligne on garde m (max courant) et ℓ (somme courante) ; quand un nouveau bloc donne un max plus grand, on multiplie l'ancienne sortie et ℓ par exp(m_ancien − m_nouveau). Le résultat est exact, pas une approximation.",
        "tradeOff": "Coût : comme la boucle externe porte sur K/V, les blocs O_i, ℓ_i, m_i sont relus et réécrits en HBM à chaque itération externe ; et le backward doit recalculer S et P à partir de Q, K et des statistiques, donc des FLOPs en plus.",
    }
