# Sources: S05, S04 (paraphrase / learner rewrite, French)


def designOutline():
    return {
        "memoryTraffic": "Un seul noyau fusionné : Q, K, V sont lus depuis la HBM, seuls O et le "
                         "logsumexp par ligne y sont réécrits. La matrice N×N des scores n'est jamais "
                         "matérialisée en HBM, elle vit tuile par tuile en SRAM.",
        "tiling": "Blocs de Q de 128 lignes (un bloc de threads chacun, accumulateur O en registres), "
                  "K et V défilent par tuiles de 64 lignes en mémoire partagée, d = 64, 2 étages de "
                  "pipeline, soit environ 48 Ko de SRAM.",
        "numericalStability": "Softmax en ligne : max courant m et somme l en fp32 ; quand m augmente, "
                              "on multiplie l'accumulateur et l par exp(m_ancien - m_nouveau) avant "
                              "d'ajouter le bloc.",
        "failureMode": "Le coût se voit dans la passe arrière : chaque bloc K/V ajoute sa part de dQ "
                       "aux mêmes lignes avec tl.atomic_add. L'ordre d'arrivée des blocs change d'une "
                       "exécution à l'autre, donc les additions flottantes ne sont pas faites dans le "
                       "même ordre et dQ n'est pas reproductible bit à bit. Passer la sémantique de "
                       "rel_acq à relaxed accélère, mais ne rend pas le résultat déterministe.",
    }
