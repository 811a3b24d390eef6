# Sources: S34 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Attention standard : lit Q, K (lent), écrit S en HBM (lent), relit S et V (lent), écrit O. "
                         "Mon noyau : S et P ne sont jamais écrits en HBM, ils restent dans la SRAM le temps d'une "
                         "tuile ; on lit Q, K, V et on écrit seulement O et le logsumexp de chaque ligne.",
        "tiling": "Tuiles de Q de 128 lignes gardées dans la SRAM (un bloc de threads par tuile et par tête), "
                  "K et V en tuiles de 64 lignes qui défilent dans la boucle interne ; d = 64, donc ~32 Ko de SRAM "
                  "par bloc sur les 192 Ko d'un SM de A100.",
        "numericalStability": "Softmax en ligne : pour chaque ligne on garde le max courant m et la somme l en fp32 ; "
                              "à chaque nouvelle tuile, si le max augmente, on multiplie l'accumulateur et l par "
                              "exp(m_ancien − m_nouveau). Division par l à la fin : résultat exact.",
        "tradeOff": "Recomputation : au backward on recalcule S et P à partir de Q, K et du logsumexp au lieu de les "
                    "relire, donc une multiplication QK^T en plus par tuile — on paie en FLOPs pour économiser la HBM.",
    }
