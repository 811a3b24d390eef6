# Sources: S01 (paraphrase / learner rewrite)
# fiche de révision


def designOutline():
    return {
        "memoryTraffic": "Un seul kernel fusionné : S = QK^T et P = softmax(S) ne sont jamais écrites en HBM, elles "
                         "restent tuile par tuile en SRAM. On lit Q, K, V et on écrit O et le logsumexp de chaque ligne.",
        "tiling": "Boucle externe sur des blocs de Q de 128 lignes (un bloc de threads par bloc, gardé en mémoire "
                  "partagée), boucle interne sur des blocs de K/V de 64 lignes ; en causal on saute les blocs au-dessus "
                  "de la diagonale.",
        "numericalStability": "Softmax en ligne : pour chaque ligne on garde le max courant m et la somme l en fp32 ; "
                              "si m augmente, on multiplie l'accumulateur et l par exp(m_ancien − m_nouveau).",
        "tradeOff": "Pour d = 256 les tuiles de 128 lignes de Q, K et V ne tiennent plus en mémoire partagée : il faut "
                    "réduire la tuile à 64 lignes, donc relire K/V plus souvent, et le noyau ralentit.",
    }
